ALTER TABLE "form_templates" ADD COLUMN "en" jsonb;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "en" jsonb;