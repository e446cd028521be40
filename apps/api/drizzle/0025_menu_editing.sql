CREATE TABLE "stock_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"stock_after" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_adjustments_delta_nonzero" CHECK ("stock_adjustments"."delta" <> 0),
	CONSTRAINT "stock_adjustments_stock_after_nonneg" CHECK ("stock_adjustments"."stock_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "retail_items" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_store_id_item_id_retail_items_store_id_id_fk" FOREIGN KEY ("store_id","item_id") REFERENCES "public"."retail_items"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_item_at" ON "stock_adjustments" USING btree ("store_id","item_id","at");