ALTER TABLE "busy_versions" ADD COLUMN "day" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "busy_versions" DROP CONSTRAINT "busy_versions_store_id_slot_pk";--> statement-breakpoint
ALTER TABLE "busy_versions" ADD CONSTRAINT "busy_versions_store_id_day_slot_pk" PRIMARY KEY("store_id","day","slot");--> statement-breakpoint
-- The busy-time version per store and day (issue 42.3), as the calendar's (0048): a window's
-- version is the sum over the days it touches and day -1, so a booking next week leaves the
-- availability kept for today's window as it was, instead of making every window of the store be
-- read again. Rows written before stay at day -1 (every window's sum keeps them). Days are unix days
-- (UTC), counted by version_days (0048) for a time range [s, e).
-- Booking events added (one statement's rows): each day their times touch.
CREATE OR REPLACE FUNCTION busy_time_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO busy_versions (store_id, day, slot, n)
  SELECT DISTINCT a.store_id, d.day, pg_backend_pid() % 64, 1
  FROM added a CROSS JOIN LATERAL version_days(a.start_time, a.end_time) AS d(day)
  ON CONFLICT (store_id, day, slot) DO UPDATE SET n = busy_versions.n + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A booking event removed or changed, blocked time added, removed or changed (row triggers): each
-- day of its times before and after, once (a move from Monday to Friday changes both days' windows).
CREATE OR REPLACE FUNCTION busy_time_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO busy_versions (store_id, day, slot, n)
    SELECT c.store_id, d.day, pg_backend_pid() % 64, 1
    FROM (VALUES (OLD.store_id, OLD.start_time, OLD.end_time), (NEW.store_id, NEW.start_time, NEW.end_time))
      AS c(store_id, start_time, end_time)
      CROSS JOIN LATERAL version_days(c.start_time, c.end_time) AS d(day)
    GROUP BY c.store_id, d.day
    ON CONFLICT (store_id, day, slot) DO UPDATE SET n = busy_versions.n + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO busy_versions (store_id, day, slot, n)
    SELECT OLD.store_id, d.day, pg_backend_pid() % 64, 1 FROM version_days(OLD.start_time, OLD.end_time) AS d(day)
    ON CONFLICT (store_id, day, slot) DO UPDATE SET n = busy_versions.n + 1;
  ELSE
    INSERT INTO busy_versions (store_id, day, slot, n)
    SELECT NEW.store_id, d.day, pg_backend_pid() % 64, 1 FROM version_days(NEW.start_time, NEW.end_time) AS d(day)
    ON CONFLICT (store_id, day, slot) DO UPDATE SET n = busy_versions.n + 1;
  END IF;
  RETURN NULL;
END $$;
