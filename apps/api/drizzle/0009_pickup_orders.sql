CREATE TABLE "pickup_order_items" (
	"pick_id" text NOT NULL,
	"line_index" integer NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "pickup_order_items_pick_id_line_index_pk" PRIMARY KEY("pick_id","line_index"),
	CONSTRAINT "pickup_order_items_quantity_pos" CHECK ("pickup_order_items"."quantity" > 0),
	CONSTRAINT "pickup_order_items_price_nonneg" CHECK ("pickup_order_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"pickup_time" timestamp with time zone,
	"payment_method" text NOT NULL,
	"customer_notes" text DEFAULT '' NOT NULL,
	"total" integer NOT NULL,
	"status_changed_by" text NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pickup_orders_idempotency" UNIQUE("store_id","customer_id","idempotency_key"),
	CONSTRAINT "pickup_orders_total_nonneg" CHECK ("pickup_orders"."total" >= 0),
	CONSTRAINT "pickup_orders_status" CHECK ("pickup_orders"."status" IN ('Placed', 'Ready', 'PickedUp', 'Cancelled', 'Closed'))
);
--> statement-breakpoint
ALTER TABLE "pickup_order_items" ADD CONSTRAINT "pickup_order_items_pick_id_pickup_orders_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."pickup_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_order_items" ADD CONSTRAINT "pickup_order_items_store_id_product_id_retail_items_store_id_id_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."retail_items"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_orders_customer_created" ON "pickup_orders" USING btree ("store_id","customer_id","created_at");