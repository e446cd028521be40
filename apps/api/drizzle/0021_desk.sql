CREATE TABLE "counter_checkouts" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"staff_id" uuid,
	"method" text NOT NULL,
	"services_total" integer NOT NULL,
	"retail_total" integer NOT NULL,
	"discount" integer NOT NULL,
	"value_card" integer NOT NULL,
	"paid_before" integer NOT NULL,
	"taken" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "counter_checkouts_method" CHECK ("counter_checkouts"."method" IN ('Cash', 'LinePayOffline', 'Custom', 'CardTerminal')),
	CONSTRAINT "counter_checkouts_money_nonneg" CHECK ("counter_checkouts"."services_total" >= 0 AND "counter_checkouts"."retail_total" >= 0 AND "counter_checkouts"."discount" >= 0 AND "counter_checkouts"."value_card" >= 0 AND "counter_checkouts"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "counter_items" (
	"booking_id" text NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "counter_items_booking_id_item_id_pk" PRIMARY KEY("booking_id","item_id"),
	CONSTRAINT "counter_items_quantity_positive" CHECK ("counter_items"."quantity" > 0 AND "counter_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "designer_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange("start_time", "end_time", '[)')) STORED NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designer_blocks_time_order" CHECK ("designer_blocks"."end_time" > "designer_blocks"."start_time")
);
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "phone_e164" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "counter_checkouts" ADD CONSTRAINT "counter_checkouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_checkouts" ADD CONSTRAINT "counter_checkouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_checkouts" ADD CONSTRAINT "counter_checkouts_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_items" ADD CONSTRAINT "counter_items_booking_id_counter_checkouts_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."counter_checkouts"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_blocks" ADD CONSTRAINT "designer_blocks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_blocks" ADD CONSTRAINT "designer_blocks_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_blocks" ADD CONSTRAINT "designer_blocks_provider_fk" FOREIGN KEY ("store_id","provider_id") REFERENCES "public"."providers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_checkouts_store_at" ON "counter_checkouts" USING btree ("store_id","at");--> statement-breakpoint
CREATE INDEX "designer_blocks_store_during" ON "designer_blocks" USING gist ("store_id","provider_id","during");--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A booking event never lands on blocked time. The block is made under the designer's row lock
-- (providers FOR UPDATE) after checking for events, and an event insert locks the same rows first,
-- so each sees the other's committed row; the error is the exclusion constraint's, which the
-- create path already answers as "the time is taken".
CREATE FUNCTION booking_event_not_blocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.active AND EXISTS (
    SELECT 1 FROM designer_blocks b
    WHERE b.store_id = NEW.store_id AND b.provider_id = NEW.provider_id
      AND b.during && tstzrange(NEW.start_time, NEW.end_time, '[)')
  ) THEN
    RAISE EXCEPTION 'booking event over blocked time' USING ERRCODE = 'exclusion_violation',
      CONSTRAINT = 'booking_events_blocked';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_events_not_blocked BEFORE INSERT OR UPDATE OF start_time, end_time, provider_id, active
  ON booking_events FOR EACH ROW EXECUTE FUNCTION booking_event_not_blocked();
