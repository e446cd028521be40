ALTER TABLE "staff_members" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "last_sign_in_at" timestamp with time zone;