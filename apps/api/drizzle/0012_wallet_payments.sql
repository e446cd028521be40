CREATE TABLE "wallet_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" text NOT NULL,
	"instrument" text NOT NULL,
	"instrument_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"returned_amount" integer,
	CONSTRAINT "wallet_charges_once" UNIQUE("order_kind","order_id","instrument","instrument_id"),
	CONSTRAINT "wallet_charges_amount" CHECK ("wallet_charges"."amount" >= 0 AND coalesce("wallet_charges"."returned_amount", 0) BETWEEN 0 AND "wallet_charges"."amount"),
	CONSTRAINT "wallet_charges_instrument_kind" CHECK ("wallet_charges"."instrument" IN ('Voucher', 'ValueCard', 'ServiceTicket'))
);
--> statement-breakpoint
ALTER TABLE "value_cards" ADD COLUMN "payable_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_charges_customer" ON "wallet_charges" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "wallet_charges_instrument" ON "wallet_charges" USING btree ("instrument_id");--> statement-breakpoint
-- A card's balance is always what its ledger sums to: checked when the transaction that changed
-- either commits (deferred), so a payment's balance update and its ledger row go together.
CREATE FUNCTION value_card_matches_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  card uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  held integer;
  summed integer;
BEGIN
  SELECT balance INTO held FROM value_cards WHERE id = card;
  IF NOT FOUND THEN RETURN NULL; END IF;
  SELECT coalesce(sum(amount), 0) INTO summed FROM value_card_ledger WHERE card_id = card;
  IF held <> summed THEN
    RAISE EXCEPTION 'value card % balance % is not its ledger sum %', card, held, summed
      USING ERRCODE = '23514', CONSTRAINT = 'value_cards_ledger_sum';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER value_cards_ledger_sum AFTER INSERT OR UPDATE OF balance ON value_cards
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION value_card_matches_ledger('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER value_card_ledger_sum AFTER INSERT ON value_card_ledger
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION value_card_matches_ledger('card_id');
--> statement-breakpoint
-- The ledger is append-only: its rows go only with their card (a customer's erasure).
CREATE FUNCTION value_card_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM value_cards WHERE id = OLD.card_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'value_card_ledger is append-only' USING ERRCODE = '23514', CONSTRAINT = 'value_card_ledger_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER value_card_ledger_append_only BEFORE UPDATE OR DELETE ON value_card_ledger
  FOR EACH ROW EXECUTE FUNCTION value_card_ledger_append_only();
