CREATE TABLE "categories" (
	"store_id" uuid NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_providers" (
	"store_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"user_id" text NOT NULL,
	"use_default" boolean DEFAULT true NOT NULL,
	"price" integer,
	"duration" integer,
	"is_provided" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_providers_store_id_product_id_user_id_pk" PRIMARY KEY("store_id","product_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"store_id" uuid NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"price" integer NOT NULL,
	"duration" integer NOT NULL,
	"is_assigned" boolean DEFAULT false NOT NULL,
	"sub_item_type" text DEFAULT 'Single' NOT NULL,
	"is_show_sub_item" boolean DEFAULT false NOT NULL,
	"customer_limited" text DEFAULT 'None' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "products_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "products_price_nonneg" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_duration_pos" CHECK ("products"."duration" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_days_off" (
	"store_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "provider_days_off_store_id_provider_id_day_pk" PRIMARY KEY("store_id","provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"store_id" uuid NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"title" text,
	"description" text,
	"schedule" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "providers_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "retail_items" (
	"store_id" uuid NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "retail_items_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "retail_items_stock_nonneg" CHECK ("retail_items"."stock" >= 0),
	CONSTRAINT "retail_items_price_nonneg" CHECK ("retail_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"type" text[] DEFAULT '{}'::text[] NOT NULL,
	"banner" text,
	"logo" text,
	"service_enable" boolean DEFAULT true NOT NULL,
	"enable_concurrent_services" boolean DEFAULT false NOT NULL,
	"min_concurrent_service_users" integer DEFAULT 1 NOT NULL,
	"retail_enable" boolean DEFAULT false NOT NULL,
	"consult_enable" boolean DEFAULT false NOT NULL,
	"consult_url" text,
	"pickup_time_enable" boolean DEFAULT true NOT NULL,
	"payment_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"working_hours" jsonb NOT NULL,
	"booking_time_offset" integer DEFAULT 60 NOT NULL,
	"cancel_condition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_required" boolean DEFAULT false NOT NULL,
	"deposit_value" integer DEFAULT 0 NOT NULL,
	"deposit_rule" text DEFAULT 'None' NOT NULL,
	"deposit_scope" text DEFAULT 'All' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"unassigned_mode" text DEFAULT 'Normal' NOT NULL,
	"website_banner" text,
	"website_title" text,
	"website_description" text,
	"liff_id" text,
	"booking_setting_type" text DEFAULT 'Store' NOT NULL,
	"cancel_policy" text DEFAULT 'Single' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Taipei' NOT NULL,
	"slot_interval" integer DEFAULT 30 NOT NULL,
	"max_customer_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sub_item_providers" (
	"store_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"sub_item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"price" integer NOT NULL,
	"duration" integer NOT NULL,
	CONSTRAINT "sub_item_providers_store_id_product_id_sub_item_id_user_id_pk" PRIMARY KEY("store_id","product_id","sub_item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sub_items" (
	"store_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"duration" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sub_items_store_id_product_id_id_pk" PRIMARY KEY("store_id","product_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"phone_e164" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"email" text,
	"avatar" text,
	"birth_year" integer,
	"birth_month" integer,
	"birth_date" integer,
	"line_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_store_phone" UNIQUE("store_id","phone_e164"),
	CONSTRAINT "customers_store_line" UNIQUE("store_id","line_user_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_providers" ADD CONSTRAINT "product_providers_store_id_product_id_products_store_id_id_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_providers" ADD CONSTRAINT "product_providers_store_id_user_id_providers_store_id_id_fk" FOREIGN KEY ("store_id","user_id") REFERENCES "public"."providers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_days_off" ADD CONSTRAINT "provider_days_off_store_id_provider_id_providers_store_id_id_fk" FOREIGN KEY ("store_id","provider_id") REFERENCES "public"."providers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_items" ADD CONSTRAINT "retail_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_item_providers" ADD CONSTRAINT "sub_item_providers_store_id_product_id_sub_item_id_sub_items_store_id_product_id_id_fk" FOREIGN KEY ("store_id","product_id","sub_item_id") REFERENCES "public"."sub_items"("store_id","product_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_item_providers" ADD CONSTRAINT "sub_item_providers_store_id_user_id_providers_store_id_id_fk" FOREIGN KEY ("store_id","user_id") REFERENCES "public"."providers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_items" ADD CONSTRAINT "sub_items_store_id_product_id_products_store_id_id_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;