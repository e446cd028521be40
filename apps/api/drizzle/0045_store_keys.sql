-- Every row carries the store it belongs to (issue 42, docs/decisions/sharding.md): the ten tables
-- that reached their store only through a parent get store_id, filled from that parent, then NOT
-- NULL; every unique key holds store_id and every index but two is led by it.
ALTER TABLE "forms" DROP CONSTRAINT "forms_booking_template";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_cause_channel";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_ref";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_wallet_charge";--> statement-breakpoint
ALTER TABLE "wallet_charges" DROP CONSTRAINT "wallet_charges_once";--> statement-breakpoint
DROP INDEX "login_tokens_customer";--> statement-breakpoint
DROP INDEX "booking_status_history_booking";--> statement-breakpoint
DROP INDEX "checkout_attempts_customer_at";--> statement-breakpoint
DROP INDEX "form_signatures_form";--> statement-breakpoint
DROP INDEX "forms_customer_template";--> statement-breakpoint
DROP INDEX "notifications_order";--> statement-breakpoint
DROP INDEX "notifications_customer";--> statement-breakpoint
DROP INDEX "payment_events_payment";--> statement-breakpoint
DROP INDEX "payments_pending";--> statement-breakpoint
DROP INDEX "staff_members_setup_token";--> statement-breakpoint
DROP INDEX "staff_sessions_staff";--> statement-breakpoint
DROP INDEX "value_card_ledger_card";--> statement-breakpoint
DROP INDEX "wallet_charges_instrument";--> statement-breakpoint
ALTER TABLE "payment_callbacks" DROP CONSTRAINT "payment_callbacks_pkey";--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD COLUMN "store_id" uuid;--> statement-breakpoint
UPDATE "booking_status_history" h SET "store_id" = b."store_id" FROM "bookings" b WHERE b."id" = h."booking_id";--> statement-breakpoint
ALTER TABLE "booking_status_history" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_inbox_seen" ADD COLUMN "store_id" uuid;--> statement-breakpoint
UPDATE "staff_inbox_seen" s SET "store_id" = m."store_id" FROM "staff_members" m WHERE m."id" = s."staff_id";--> statement-breakpoint
ALTER TABLE "staff_inbox_seen" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_items" ADD COLUMN "store_id" uuid;--> statement-breakpoint
UPDATE "counter_items" i SET "store_id" = c."store_id" FROM "counter_checkouts" c WHERE c."booking_id" = i."booking_id";--> statement-breakpoint
ALTER TABLE "counter_items" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "store_id" uuid;--> statement-breakpoint
UPDATE "checkout_attempts" a SET "store_id" = c."store_id" FROM "customers" c WHERE c."id" = a."customer_id";--> statement-breakpoint
ALTER TABLE "checkout_attempts" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_signatures" ADD COLUMN "store_id" uuid;--> statement-breakpoint
UPDATE "form_signatures" s SET "store_id" = f."store_id" FROM "forms" f WHERE f."id" = s."form_id";--> statement-breakpoint
ALTER TABLE "form_signatures" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_notify_settings" ADD COLUMN "store_id" uuid;--> statement-breakpoint
UPDATE "customer_notify_settings" s SET "store_id" = c."store_id" FROM "customers" c WHERE c."id" = s."customer_id";--> statement-breakpoint
ALTER TABLE "customer_notify_settings" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_passwords" ADD COLUMN "store_id" uuid;--> statement-breakpoint
UPDATE "customer_passwords" p SET "store_id" = c."store_id" FROM "customers" c WHERE c."id" = p."customer_id";--> statement-breakpoint
ALTER TABLE "customer_passwords" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "store_id" uuid;--> statement-breakpoint
UPDATE "payment_events" e SET "store_id" = p."store_id" FROM "payments" p WHERE p."id" = e."payment_id";--> statement-breakpoint
ALTER TABLE "payment_events" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
-- The ledger refuses updates (append-only): its guard is off only while the new column is filled.
ALTER TABLE "value_card_ledger" ADD COLUMN "store_id" uuid;--> statement-breakpoint
ALTER TABLE "value_card_ledger" DISABLE TRIGGER "value_card_ledger_append_only";--> statement-breakpoint
UPDATE "value_card_ledger" l SET "store_id" = c."store_id" FROM "value_cards" c WHERE c."id" = l."card_id";--> statement-breakpoint
ALTER TABLE "value_card_ledger" ENABLE TRIGGER "value_card_ledger_append_only";--> statement-breakpoint
ALTER TABLE "value_card_ledger" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
-- A callback's digest names no payment, so the rows kept cannot be given their store: those still
-- within the providers' replay window (300 s; an hour kept) guard every store, older ones go (a
-- replay of them is refused as stale by its signature's time anyway).
ALTER TABLE "payment_callbacks" ADD COLUMN "store_id" uuid;--> statement-breakpoint
DELETE FROM "payment_callbacks" WHERE "received_at" < now() - interval '1 hour';--> statement-breakpoint
INSERT INTO "payment_callbacks" ("store_id", "digest", "provider", "received_at")
  SELECT s."id", c."digest", c."provider", c."received_at" FROM "payment_callbacks" c CROSS JOIN "stores" s
  WHERE c."store_id" IS NULL;--> statement-breakpoint
DELETE FROM "payment_callbacks" WHERE "store_id" IS NULL;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_store_id_digest_pk" PRIMARY KEY("store_id","digest");--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_inbox_seen" ADD CONSTRAINT "staff_inbox_seen_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_items" ADD CONSTRAINT "counter_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notify_settings" ADD CONSTRAINT "customer_notify_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_passwords" ADD CONSTRAINT "customer_passwords_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_card_ledger" ADD CONSTRAINT "value_card_ledger_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_tokens_customer" ON "login_tokens" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "booking_status_history_booking" ON "booking_status_history" USING btree ("store_id","booking_id");--> statement-breakpoint
CREATE INDEX "checkout_attempts_customer_at" ON "checkout_attempts" USING btree ("store_id","customer_id","at");--> statement-breakpoint
CREATE INDEX "form_signatures_form" ON "form_signatures" USING btree ("store_id","form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_customer_template" ON "forms" USING btree ("store_id","customer_id","template_id") WHERE "forms"."booking_id" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_order" ON "notifications" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "notifications_customer" ON "notifications" USING btree ("store_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_payment" ON "payment_events" USING btree ("store_id","payment_id");--> statement-breakpoint
CREATE INDEX "payments_pending" ON "payments" USING btree ("store_id","pay_by") WHERE "payments"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_setup_token" ON "staff_members" USING btree ("store_id","setup_token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("store_id","staff_id");--> statement-breakpoint
CREATE INDEX "value_card_ledger_card" ON "value_card_ledger" USING btree ("store_id","card_id");--> statement-breakpoint
CREATE INDEX "wallet_charges_instrument" ON "wallet_charges" USING btree ("store_id","instrument_id");--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_booking_template" UNIQUE("store_id","booking_id","template_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_cause_channel" UNIQUE("store_id","cause","channel");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_ref" UNIQUE("store_id","provider","provider_ref");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_wallet_charge" UNIQUE("store_id","wallet_charge_id");--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_once" UNIQUE("order_kind","order_id","instrument","instrument_id","store_id");
