ALTER TABLE "calendar_versions" ADD COLUMN "day" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_versions" DROP CONSTRAINT "calendar_versions_store_id_slot_pk";--> statement-breakpoint
ALTER TABLE "calendar_versions" ADD CONSTRAINT "calendar_versions_store_id_day_slot_pk" PRIMARY KEY("store_id","day","slot");--> statement-breakpoint
-- The calendar's version per store and day (issue 42): a window's version is the sum over the days
-- it touches and day -1, so a change on another day leaves a desk's window (and its 304) as it was.
-- The rows written before stay at day -1 (every window's sum keeps them). Days are unix days (UTC),
-- as the API counts a window's: version_days gives those a time range [s, e) touches.
CREATE FUNCTION version_days(s timestamptz, e timestamptz) RETURNS SETOF integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT generate_series(
    floor(extract(epoch FROM s) / 86400)::integer,
    greatest(floor(extract(epoch FROM s) / 86400), ceil(extract(epoch FROM e) / 86400) - 1)::integer)
$$;--> statement-breakpoint
-- Rows added or removed (bookings, their services, blocked time): each day their times touch.
CREATE OR REPLACE FUNCTION calendar_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_versions (store_id, day, slot, n)
  SELECT DISTINCT c.store_id, d.day, pg_backend_pid() % 64, 1
  FROM changed c CROSS JOIN LATERAL version_days(c.start_time, c.end_time) AS d(day)
  ON CONFLICT (store_id, day, slot) DO UPDATE SET n = calendar_versions.n + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Rows updated: the days of their times before and after (a booking moved from Monday to Friday
-- changes both days' windows).
CREATE FUNCTION calendar_rows_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_versions (store_id, day, slot, n)
  SELECT c.store_id, d.day, pg_backend_pid() % 64, 1
  FROM (SELECT store_id, start_time, end_time FROM before_rows UNION SELECT store_id, start_time, end_time FROM changed) c
    CROSS JOIN LATERAL version_days(c.start_time, c.end_time) AS d(day)
  GROUP BY c.store_id, d.day
  ON CONFLICT (store_id, day, slot) DO UPDATE SET n = calendar_versions.n + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER bookings_calendar_updated ON bookings;--> statement-breakpoint
CREATE TRIGGER bookings_calendar_updated AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_moved();--> statement-breakpoint
DROP TRIGGER booking_events_calendar_updated ON booking_events;--> statement-breakpoint
CREATE TRIGGER booking_events_calendar_updated AFTER UPDATE ON booking_events
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_moved();--> statement-breakpoint
DROP TRIGGER designer_blocks_calendar_updated ON designer_blocks;--> statement-breakpoint
CREATE TRIGGER designer_blocks_calendar_updated AFTER UPDATE ON designer_blocks
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_moved();--> statement-breakpoint
-- Payments of bookings: the days of their booking (a payment row has no time of its own on the calendar).
CREATE OR REPLACE FUNCTION calendar_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_versions (store_id, day, slot, n)
  SELECT DISTINCT b.store_id, d.day, pg_backend_pid() % 64, 1
  FROM changed c JOIN bookings b ON b.store_id = c.store_id AND b.id = c.order_id
    CROSS JOIN LATERAL version_days(b.start_time, b.end_time) AS d(day)
  WHERE c.order_kind = 'Booking'
  ON CONFLICT (store_id, day, slot) DO UPDATE SET n = calendar_versions.n + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A customer's name, phone or staff notes show on every day: day -1.
CREATE OR REPLACE FUNCTION calendar_customer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_versions (store_id, day, slot, n) VALUES (NEW.store_id, -1, pg_backend_pid() % 64, 1)
  ON CONFLICT (store_id, day, slot) DO UPDATE SET n = calendar_versions.n + 1;
  RETURN NULL;
END $$;
