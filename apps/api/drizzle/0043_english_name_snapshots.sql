ALTER TABLE "booking_events" ADD COLUMN "product_name_en" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "sub_item_name_en" text;--> statement-breakpoint
ALTER TABLE "pickup_order_items" ADD COLUMN "name_en" text;