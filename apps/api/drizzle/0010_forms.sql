CREATE TABLE "form_signatures" (
	"id" text PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"field_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"png" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_signatures_size" CHECK ("form_signatures"."size" > 0 AND "form_signatures"."size" <= 1000000)
);
--> statement-breakpoint
CREATE TABLE "form_templates" (
	"store_id" uuid NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"scope" text NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"fields" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "form_templates_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "form_templates_scope" CHECK ("form_templates"."scope" IN ('Booking', 'Customer'))
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"booking_id" text,
	"title" text NOT NULL,
	"description" text,
	"fields" jsonb NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forms_booking_template" UNIQUE("booking_id","template_id"),
	CONSTRAINT "forms_status" CHECK ("forms"."status" IN ('Pending', 'Draft', 'Submitted'))
);
--> statement-breakpoint
CREATE TABLE "store_announcements" (
	"store_id" uuid NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "store_announcements_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_announcements" ADD CONSTRAINT "store_announcements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_signatures_form" ON "form_signatures" USING btree ("form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_customer_template" ON "forms" USING btree ("customer_id","template_id") WHERE "forms"."booking_id" IS NULL;--> statement-breakpoint
CREATE INDEX "forms_customer" ON "forms" USING btree ("store_id","customer_id");