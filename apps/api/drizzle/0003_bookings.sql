CREATE TABLE "booking_events" (
	"booking_id" text NOT NULL,
	"index" integer NOT NULL,
	"customer_index" integer NOT NULL,
	"event_index" integer NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"sub_item_id" text,
	"sub_item_name" text,
	"requested_user_id" text,
	"provider_id" text NOT NULL,
	"provider_name" text NOT NULL,
	"price" integer NOT NULL,
	"duration" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange("start_time", "end_time", '[)')) STORED NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "booking_events_booking_id_index_pk" PRIMARY KEY("booking_id","index"),
	CONSTRAINT "booking_events_time_order" CHECK ("booking_events"."end_time" > "booking_events"."start_time")
);
--> statement-breakpoint
CREATE TABLE "booking_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"customer_count" integer DEFAULT 1 NOT NULL,
	"parallel" boolean DEFAULT false NOT NULL,
	"customer_notes" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"currency" text DEFAULT 'TWD' NOT NULL,
	"total" integer NOT NULL,
	"deposit_amount" integer DEFAULT 0 NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"cancel_policy" text NOT NULL,
	"deposit_rule" text NOT NULL,
	"deposit_scope" text NOT NULL,
	"cancel_conditions" jsonb NOT NULL,
	"refund_amount" integer,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_idempotency" UNIQUE("store_id","customer_id","idempotency_key"),
	CONSTRAINT "bookings_time_order" CHECK ("bookings"."end_time" > "bookings"."start_time"),
	CONSTRAINT "bookings_money_nonneg" CHECK ("bookings"."total" >= 0 AND "bookings"."deposit_amount" >= 0 AND "bookings"."paid_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_provider_fk" FOREIGN KEY ("store_id","provider_id") REFERENCES "public"."providers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_status_history_booking" ON "booking_status_history" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_customer_start" ON "bookings" USING btree ("store_id","customer_id","start_time");