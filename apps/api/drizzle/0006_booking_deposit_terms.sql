ALTER TABLE "bookings" ADD COLUMN "deposit_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_value" integer DEFAULT 0 NOT NULL;