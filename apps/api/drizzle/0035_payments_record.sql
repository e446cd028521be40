-- The payments record takes every movement of money: counter, desk and wallet rows beside the online ones.
ALTER TABLE "counter_checkouts" DROP CONSTRAINT "counter_checkouts_money_nonneg";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_kind";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method";--> statement-breakpoint
ALTER TABLE "wallet_desk_moves" DROP CONSTRAINT "wallet_desk_moves_taken";--> statement-breakpoint
ALTER TABLE "wallet_desk_moves" DROP CONSTRAINT "wallet_desk_moves_method";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "pay_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "wallet_charge_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_store_created" ON "payments" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_wallet_charge" UNIQUE("wallet_charge_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_kind" CHECK ("payments"."order_kind" IN ('Booking', 'PickupOrder', 'Voucher', 'ValueCard', 'ServiceTicket'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" IN ('CreditCard', 'ATM', 'LinePayOnline', 'Cash', 'LinePayOffline', 'Custom', 'CardTerminal', 'Voucher', 'ValueCard', 'ServiceTicket'));--> statement-breakpoint
-- What the wallet paid of orders: one Paid row per charge, refunded as far as it came back.
INSERT INTO "payments" ("store_id", "customer_id", "order_kind", "order_id", "method", "provider", "amount", "refunded", "status", "wallet_charge_id", "created_at", "updated_at")
SELECT c."store_id", c."customer_id", c."order_kind", c."order_id", c."instrument", 'wallet', c."amount",
  CASE WHEN c."returned_at" IS NULL THEN 0 WHEN c."instrument" = 'ValueCard' THEN coalesce(c."returned_amount", 0) ELSE c."amount" END,
  CASE WHEN c."returned_at" IS NULL OR (c."instrument" = 'ValueCard' AND coalesce(c."returned_amount", 0) = 0) THEN 'Paid'
       WHEN c."instrument" <> 'ValueCard' OR c."returned_amount" >= c."amount" THEN 'Refunded' ELSE 'PartiallyRefunded' END,
  c."id", c."at", coalesce(c."returned_at", c."at")
FROM "wallet_charges" c WHERE c."amount" > 0;--> statement-breakpoint
-- What the counter took of a booking's bill, by its method and member.
INSERT INTO "payments" ("store_id", "customer_id", "order_kind", "order_id", "method", "provider", "amount", "status", "staff_id", "created_at", "updated_at")
SELECT k."store_id", b."customer_id", 'Booking', k."booking_id", k."method", 'counter', k."taken", 'Paid', k."staff_id", k."at", k."at"
FROM "counter_checkouts" k JOIN "bookings" b ON b."id" = k."booking_id" WHERE k."taken" > 0;--> statement-breakpoint
-- What the desk took for a value card, a top-up or a service ticket sold.
INSERT INTO "payments" ("store_id", "customer_id", "order_kind", "order_id", "method", "provider", "amount", "status", "staff_id", "created_at", "updated_at")
SELECT m."store_id", m."customer_id", CASE m."kind" WHEN 'TicketSale' THEN 'ServiceTicket' WHEN 'VoucherIssue' THEN 'Voucher' ELSE 'ValueCard' END,
  m."instrument_id"::text, m."method", 'counter', m."taken", 'Paid', m."staff_id", m."at", m."at"
FROM "wallet_desk_moves" m WHERE m."taken" > 0 AND m."method" IS NOT NULL;--> statement-breakpoint
-- What a pickup order paid at the store took when it was picked up.
INSERT INTO "payments" ("store_id", "customer_id", "order_kind", "order_id", "method", "provider", "amount", "status", "created_at", "updated_at")
SELECT o."store_id", o."customer_id", 'PickupOrder', o."id"::text, o."payment_method", 'counter', x."rest", 'Paid', o."status_changed_at", o."status_changed_at"
FROM "pickup_orders" o
CROSS JOIN LATERAL (SELECT o."total" - o."paid_amount" - coalesce((SELECT sum(c."amount") FROM "wallet_charges" c
  WHERE c."order_kind" = 'PickupOrder' AND c."order_id" = o."id"::text AND c."returned_at" IS NULL), 0) AS "rest") x
WHERE o."status" = 'PickedUp' AND o."payment_method" IN ('Cash', 'LinePayOffline', 'Custom') AND x."rest" > 0;--> statement-breakpoint
INSERT INTO "payment_events" ("payment_id", "from_status", "to_status", "amount", "reason", "at")
SELECT p."id", NULL, p."status", p."amount", 'recorded', p."created_at" FROM "payments" p WHERE p."provider" IN ('wallet', 'counter');--> statement-breakpoint
ALTER TABLE "counter_checkouts" DROP COLUMN "discount";--> statement-breakpoint
ALTER TABLE "counter_checkouts" DROP COLUMN "value_card";--> statement-breakpoint
ALTER TABLE "counter_checkouts" DROP COLUMN "paid_before";--> statement-breakpoint
ALTER TABLE "counter_checkouts" DROP COLUMN "taken";--> statement-breakpoint
ALTER TABLE "wallet_desk_moves" DROP COLUMN "taken";--> statement-breakpoint
ALTER TABLE "wallet_desk_moves" DROP COLUMN "method";--> statement-breakpoint
ALTER TABLE "counter_checkouts" ADD CONSTRAINT "counter_checkouts_money_nonneg" CHECK ("counter_checkouts"."services_total" >= 0 AND "counter_checkouts"."retail_total" >= 0);
