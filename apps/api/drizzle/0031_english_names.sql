ALTER TABLE "categories" ADD COLUMN "en" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "en" jsonb;--> statement-breakpoint
ALTER TABLE "retail_items" ADD COLUMN "en" jsonb;--> statement-breakpoint
ALTER TABLE "sub_items" ADD COLUMN "en" jsonb;