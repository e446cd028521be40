CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"store_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" bigint,
	"locked_by" text,
	"last_error" text,
	"created_at" bigint NOT NULL,
	"finished_at" bigint,
	CONSTRAINT "jobs_name_key" UNIQUE("name","key"),
	CONSTRAINT "jobs_state" CHECK ("jobs"."state" IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "customer_notify_settings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'zh-TW' NOT NULL,
	"channel" text,
	"reminders" boolean DEFAULT true NOT NULL,
	CONSTRAINT "customer_notify_settings_language" CHECK ("customer_notify_settings"."language" IN ('zh-TW', 'en')),
	CONSTRAINT "customer_notify_settings_channel" CHECK ("customer_notify_settings"."channel" IN ('line', 'sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid,
	"order_id" text,
	"cause" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" bigint NOT NULL,
	"sent_at" bigint,
	CONSTRAINT "notifications_cause_channel" UNIQUE("cause","channel"),
	CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" IN ('bookingReceived', 'bookingAwaitingShop', 'bookingConfirmed', 'bookingMoved', 'bookingCancelled', 'bookingClosed', 'reminder', 'pickupReady')),
	CONSTRAINT "notifications_channel" CHECK ("notifications"."channel" IN ('line', 'sms', 'email')),
	CONSTRAINT "notifications_state" CHECK ("notifications"."state" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "store_notify_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"line_channel_token" text,
	"reminder_offsets" jsonb DEFAULT '[86400,7200]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notify_settings" ADD CONSTRAINT "customer_notify_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_notify_settings" ADD CONSTRAINT "store_notify_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "jobs_store_state" ON "jobs" USING btree ("store_id","state");--> statement-breakpoint
CREATE INDEX "notifications_order" ON "notifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "notifications_customer" ON "notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
-- The outbox: every change of a booking's status (its history row: created, confirmed, moved,
-- cancelled, closed, ...) and every pickup order turning Ready adds a job in the same statement's
-- transaction, whichever code path made the change. Its worker decides what the customer is told.
CREATE FUNCTION notify_booking_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (name, key, store_id, payload, run_at, created_at)
  VALUES (
    'booking-change',
    'history:' || NEW.id,
    (SELECT store_id FROM bookings WHERE id = NEW.booking_id),
    jsonb_build_object('historyId', NEW.id),
    floor(extract(epoch FROM NEW.at))::bigint,
    floor(extract(epoch FROM NEW.at))::bigint
  )
  ON CONFLICT (name, key) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_status_history_notify AFTER INSERT ON booking_status_history
  FOR EACH ROW EXECUTE FUNCTION notify_booking_change();--> statement-breakpoint
CREATE FUNCTION notify_pickup_ready() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (name, key, store_id, payload, run_at, created_at)
  VALUES (
    'pickup-ready',
    'ready:' || NEW.id,
    NEW.store_id,
    jsonb_build_object('pickId', NEW.id),
    floor(extract(epoch FROM NEW.status_changed_at))::bigint,
    floor(extract(epoch FROM NEW.status_changed_at))::bigint
  )
  ON CONFLICT (name, key) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER pickup_orders_notify_ready AFTER UPDATE OF status ON pickup_orders
  FOR EACH ROW WHEN (NEW.status = 'Ready' AND OLD.status IS DISTINCT FROM 'Ready')
  EXECUTE FUNCTION notify_pickup_ready();
