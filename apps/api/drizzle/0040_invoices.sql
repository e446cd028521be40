CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"sale_key" text NOT NULL,
	"relate_number" text NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" uuid,
	"amount" integer NOT NULL,
	"choice" jsonb,
	"status" text DEFAULT 'Pending' NOT NULL,
	"number" text,
	"random_code" text,
	"issued_at" timestamp with time zone,
	"allowed" integer DEFAULT 0 NOT NULL,
	"voided_at" timestamp with time zone,
	"replaces" uuid,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_store_sale" UNIQUE("store_id","sale_key"),
	CONSTRAINT "invoices_store_relate" UNIQUE("store_id","relate_number"),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" IN ('Pending', 'Issued', 'Voided', 'Allowance', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "store_invoice_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"merchant_id" text,
	"hash_key" text,
	"hash_iv" text,
	"test_mode" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_invoice_settings_provider" CHECK ("store_invoice_settings"."provider" IN ('sandbox', 'ecpay'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "invoice_choice" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_invoice_settings" ADD CONSTRAINT "store_invoice_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_store_created" ON "invoices" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_store_order" ON "invoices" USING btree ("store_id","order_kind","order_id");--> statement-breakpoint
-- An invoice row for each sale, written with the money: a payment that becomes Paid (not a wallet
-- row: value cards and tickets were invoiced when sold) adds its amount to its sale's invoice, in
-- the same transaction, and queues the job that issues it. Money taken at the counter in one
-- checkout shares its time, so its rows make one sale; an online payment is a sale of its own.
CREATE FUNCTION invoice_sale_paid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sale text;
  at_s bigint;
BEGIN
  IF NEW.status <> 'Paid' OR NEW.provider = 'wallet' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'Paid' THEN RETURN NULL; END IF;
  IF NOT EXISTS (SELECT 1 FROM store_invoice_settings s WHERE s.store_id = NEW.store_id AND s.enabled) THEN
    RETURN NULL;
  END IF;
  at_s := floor(extract(epoch FROM NEW.updated_at))::bigint;
  sale := CASE WHEN NEW.provider = 'counter'
    THEN NEW.order_kind || ':' || NEW.order_id || ':' || floor(extract(epoch FROM NEW.created_at))::bigint
    ELSE 'payment:' || NEW.id END;
  INSERT INTO invoices (store_id, sale_key, relate_number, order_kind, order_id, customer_id, amount, created_at, updated_at)
  VALUES (NEW.store_id, sale, upper(left(encode(sha256(convert_to(NEW.store_id::text || '/' || sale, 'UTF8')), 'hex'), 20)),
    NEW.order_kind, NEW.order_id, NEW.customer_id, NEW.amount, NEW.updated_at, NEW.updated_at)
  ON CONFLICT (store_id, sale_key) DO UPDATE SET amount = invoices.amount + EXCLUDED.amount
    WHERE invoices.status = 'Pending';
  INSERT INTO jobs (name, key, store_id, payload, run_at, created_at, max_attempts)
  VALUES ('invoice-issue', NEW.store_id::text || '/' || sale, NEW.store_id,
    jsonb_build_object('saleKey', sale), at_s, at_s, 54)
  ON CONFLICT (name, key) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_invoice_sale AFTER INSERT OR UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION invoice_sale_paid();--> statement-breakpoint
-- A refund of a sale with an invoice queues its adjustment (void, issue again, or an allowance).
CREATE FUNCTION invoice_sale_refunded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.refunded <= OLD.refunded OR NEW.provider = 'wallet' THEN RETURN NULL; END IF;
  IF NOT EXISTS (SELECT 1 FROM invoices i WHERE i.store_id = NEW.store_id AND i.order_kind = NEW.order_kind
    AND i.order_id = NEW.order_id) THEN
    RETURN NULL;
  END IF;
  INSERT INTO jobs (name, key, store_id, payload, run_at, created_at, max_attempts)
  VALUES ('invoice-refund', NEW.id::text || '/' || NEW.refunded, NEW.store_id,
    jsonb_build_object('paymentId', NEW.id), floor(extract(epoch FROM NEW.updated_at))::bigint,
    floor(extract(epoch FROM NEW.updated_at))::bigint, 54)
  ON CONFLICT (name, key) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_invoice_refund AFTER UPDATE OF refunded ON payments
  FOR EACH ROW EXECUTE FUNCTION invoice_sale_refunded();
