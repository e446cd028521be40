CREATE TABLE "customer_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"uses_left" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "customer_vouchers_uses" CHECK ("customer_vouchers"."uses_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"total_uses" integer NOT NULL,
	"uses_left" integer NOT NULL,
	"deadline_type" text NOT NULL,
	"end_time" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_tickets_uses" CHECK ("service_tickets"."uses_left" >= 0 AND "service_tickets"."uses_left" <= "service_tickets"."total_uses"),
	CONSTRAINT "service_tickets_deadline" CHECK ("service_tickets"."deadline_type" IN ('Unlimited', 'During'))
);
--> statement-breakpoint
CREATE TABLE "value_card_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "value_card_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "value_card_ledger_after" CHECK ("value_card_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "value_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"card_no" text NOT NULL,
	"name" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"frozen" boolean DEFAULT false NOT NULL,
	"deactivated_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "value_cards_card_no" UNIQUE("store_id","card_no"),
	CONSTRAINT "value_cards_balance" CHECK ("value_cards"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_templates" (
	"store_id" uuid NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"offer_target" text NOT NULL,
	"target_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"receivable" boolean DEFAULT false NOT NULL,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer,
	"issued" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "voucher_templates_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "voucher_templates_issued" CHECK ("voucher_templates"."issued" >= 0 AND ("voucher_templates"."total_limit" IS NULL OR "voucher_templates"."issued" <= "voucher_templates"."total_limit")),
	CONSTRAINT "voucher_templates_target" CHECK ("voucher_templates"."offer_target" IN ('All', 'Product', 'Category')),
	CONSTRAINT "voucher_templates_type" CHECK ("voucher_templates"."discount_type" IN ('Percent', 'Amount'))
);
--> statement-breakpoint
ALTER TABLE "customer_vouchers" ADD CONSTRAINT "customer_vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vouchers" ADD CONSTRAINT "customer_vouchers_template_fk" FOREIGN KEY ("store_id","template_id") REFERENCES "public"."voucher_templates"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_card_ledger" ADD CONSTRAINT "value_card_ledger_card_id_value_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."value_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_cards" ADD CONSTRAINT "value_cards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_cards" ADD CONSTRAINT "value_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_templates" ADD CONSTRAINT "voucher_templates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_vouchers_customer" ON "customer_vouchers" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "service_tickets_customer" ON "service_tickets" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "value_card_ledger_card" ON "value_card_ledger" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "value_cards_customer" ON "value_cards" USING btree ("store_id","customer_id");