CREATE TABLE "calendar_versions" (
	"store_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "calendar_versions_store_id_slot_pk" PRIMARY KEY("store_id","slot")
);
--> statement-breakpoint
ALTER TABLE "calendar_versions" ADD CONSTRAINT "calendar_versions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The calendar version of a store (the sum of calendar_versions.n) moves with every change the
-- staff calendar shows, in the writing transaction, whoever writes (the API, a job, psql): bookings
-- and their services, blocked time, payments of bookings, and a customer's name, phone or staff
-- notes. Once per statement over the rows it touched (a transition table, as migration 0033), so a
-- booking written in three statements adds 3 and a sweep of many bookings one per store. The writer
-- adds 1 to its connection's slot (pid mod 64), as busy_versions does.
CREATE FUNCTION calendar_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_versions (store_id, slot, n)
  SELECT DISTINCT c.store_id, pg_backend_pid() % 64, 1 FROM changed c
  ON CONFLICT (store_id, slot) DO UPDATE SET n = calendar_versions.n + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Payments of pickup orders and wallet items are not on the calendar.
CREATE FUNCTION calendar_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_versions (store_id, slot, n)
  SELECT DISTINCT c.store_id, pg_backend_pid() % 64, 1 FROM changed c WHERE c.order_kind = 'Booking'
  ON CONFLICT (store_id, slot) DO UPDATE SET n = calendar_versions.n + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_calendar_added AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();--> statement-breakpoint
CREATE TRIGGER bookings_calendar_updated AFTER UPDATE ON bookings
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();--> statement-breakpoint
CREATE TRIGGER bookings_calendar_deleted AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();--> statement-breakpoint
CREATE TRIGGER booking_events_calendar_added AFTER INSERT ON booking_events
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();--> statement-breakpoint
CREATE TRIGGER booking_events_calendar_updated AFTER UPDATE ON booking_events
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();--> statement-breakpoint
CREATE TRIGGER booking_events_calendar_deleted AFTER DELETE ON booking_events
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();--> statement-breakpoint
CREATE TRIGGER designer_blocks_calendar_added AFTER INSERT ON designer_blocks
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();--> statement-breakpoint
CREATE TRIGGER designer_blocks_calendar_updated AFTER UPDATE ON designer_blocks
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();--> statement-breakpoint
CREATE TRIGGER designer_blocks_calendar_deleted AFTER DELETE ON designer_blocks
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();--> statement-breakpoint
CREATE TRIGGER payments_calendar_added AFTER INSERT ON payments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_payments_changed();--> statement-breakpoint
CREATE TRIGGER payments_calendar_updated AFTER UPDATE ON payments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_payments_changed();--> statement-breakpoint
CREATE TRIGGER payments_calendar_deleted AFTER DELETE ON payments
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_payments_changed();--> statement-breakpoint
-- A customer's other fields (e-mail, avatar, LINE, birthday) are not on the calendar: a row trigger
-- on the columns it shows, only when one really changed.
CREATE FUNCTION calendar_customer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_versions (store_id, slot, n) VALUES (NEW.store_id, pg_backend_pid() % 64, 1)
  ON CONFLICT (store_id, slot) DO UPDATE SET n = calendar_versions.n + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_calendar_changed AFTER UPDATE OF last_name, phone_e164, staff_notes ON customers
  FOR EACH ROW WHEN (OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.phone_e164 IS DISTINCT FROM NEW.phone_e164
    OR OLD.staff_notes IS DISTINCT FROM NEW.staff_notes)
  EXECUTE FUNCTION calendar_customer_changed();
