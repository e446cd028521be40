CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"day" text NOT NULL,
	"product_id" text,
	"provider_id" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" bigint NOT NULL,
	"told_at" bigint,
	CONSTRAINT "waitlist_entries_state" CHECK ("waitlist_entries"."state" IN ('waiting', 'told', 'left'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_day" ON "waitlist_entries" USING btree ("store_id","day","state","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" IN ('bookingReceived', 'bookingAwaitingShop', 'bookingConfirmed', 'bookingMoved', 'bookingCancelled', 'bookingClosed', 'reminder', 'pickupReady', 'waitlistSlotFree'));