CREATE TABLE "wallet_desk_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"staff_id" uuid,
	"kind" text NOT NULL,
	"instrument_id" uuid NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"method" text,
	"note" text,
	"idempotency_key" text,
	"request_hash" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_desk_moves_idempotency" UNIQUE("store_id","idempotency_key"),
	CONSTRAINT "wallet_desk_moves_taken" CHECK ("wallet_desk_moves"."taken" >= 0 AND ("wallet_desk_moves"."taken" = 0 OR "wallet_desk_moves"."method" IS NOT NULL)),
	CONSTRAINT "wallet_desk_moves_kind" CHECK ("wallet_desk_moves"."kind" IN ('CardSale', 'TopUp', 'Adjustment', 'Freeze', 'Unfreeze', 'Deactivate', 'VoucherIssue', 'TicketSale')),
	CONSTRAINT "wallet_desk_moves_method" CHECK ("wallet_desk_moves"."method" IN ('Cash', 'LinePayOffline', 'Custom', 'CardTerminal'))
);
--> statement-breakpoint
ALTER TABLE "value_card_ledger" DROP CONSTRAINT "value_card_ledger_reason";--> statement-breakpoint
ALTER TABLE "value_card_ledger" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_desk_moves" ADD CONSTRAINT "wallet_desk_moves_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_desk_moves" ADD CONSTRAINT "wallet_desk_moves_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_desk_moves" ADD CONSTRAINT "wallet_desk_moves_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_desk_moves_store_at" ON "wallet_desk_moves" USING btree ("store_id","at");--> statement-breakpoint
CREATE INDEX "wallet_desk_moves_customer" ON "wallet_desk_moves" USING btree ("store_id","customer_id");--> statement-breakpoint
ALTER TABLE "value_card_ledger" ADD CONSTRAINT "value_card_ledger_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_card_ledger" ADD CONSTRAINT "value_card_ledger_reason" CHECK ("value_card_ledger"."reason" IN ('TopUp', 'BookingPayment', 'PickupOrderPayment', 'Refund', 'Adjustment'));