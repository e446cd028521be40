ALTER TABLE "bookings" ADD COLUMN "assistant_id" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "mask_phones_for_designers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assistant_fk" FOREIGN KEY ("store_id","assistant_id") REFERENCES "public"."providers"("store_id","id") ON DELETE no action ON UPDATE no action;