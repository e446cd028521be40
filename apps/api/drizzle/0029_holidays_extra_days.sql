ALTER TABLE "providers" ADD COLUMN "extra_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;