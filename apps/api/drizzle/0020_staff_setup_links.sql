ALTER TABLE "staff_members" ADD COLUMN "setup_token_hash" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "setup_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_setup_token" ON "staff_members" USING btree ("setup_token_hash");