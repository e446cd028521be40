ALTER TABLE "pickup_orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD COLUMN "paid_amount" integer DEFAULT 0 NOT NULL;