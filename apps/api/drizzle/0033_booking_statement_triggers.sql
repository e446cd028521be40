-- Booking creation writes the bookings that arrive together in one statement (group commit,
-- modules/bookings/new-booking.ts). Its inserts' triggers now run once per statement over the rows
-- it inserted (a transition table) instead of once per row: the outbox job per history row, the
-- busy-time version and the blocked-time check do the same work in one query per statement.
-- Updates and deletes keep their row triggers (a transition table cannot go with a column list).
-- Each looks rows up with a correlated subquery, an index probe per inserted row: PL/pgSQL keeps a
-- query's plan for the session, so a join planned for one statement's many rows (a hash join over
-- the whole table) must not be reused for the next statement's one.
DROP TRIGGER booking_status_history_notify ON booking_status_history;--> statement-breakpoint
DROP FUNCTION notify_booking_change();--> statement-breakpoint
CREATE FUNCTION notify_booking_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (name, key, store_id, payload, run_at, created_at)
  SELECT 'booking-change', 'history:' || a.id, (SELECT b.store_id FROM bookings b WHERE b.id = a.booking_id),
    jsonb_build_object('historyId', a.id), floor(extract(epoch FROM a.at))::bigint, floor(extract(epoch FROM a.at))::bigint
  FROM added a
  ON CONFLICT (name, key) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_status_history_notify AFTER INSERT ON booking_status_history
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_changes();--> statement-breakpoint
DROP TRIGGER booking_events_busy_version ON booking_events;--> statement-breakpoint
CREATE TRIGGER booking_events_busy_version AFTER DELETE
  OR UPDATE OF "store_id", "provider_id", "start_time", "end_time", "active" ON "booking_events"
  FOR EACH ROW EXECUTE FUNCTION "busy_time_changed"();--> statement-breakpoint
CREATE FUNCTION busy_time_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "busy_versions" ("store_id", "slot", "n")
  SELECT DISTINCT a."store_id", pg_backend_pid() % 64, 1 FROM added a
  ON CONFLICT ("store_id", "slot") DO UPDATE SET "n" = "busy_versions"."n" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_events_busy_version_added AFTER INSERT ON booking_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION busy_time_added();--> statement-breakpoint
DROP TRIGGER booking_events_not_blocked ON booking_events;--> statement-breakpoint
CREATE TRIGGER booking_events_not_blocked BEFORE UPDATE OF start_time, end_time, provider_id, active
  ON booking_events FOR EACH ROW EXECUTE FUNCTION booking_event_not_blocked();--> statement-breakpoint
CREATE FUNCTION booking_events_added_not_blocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM added a
    WHERE a.active AND (
      SELECT true FROM designer_blocks b
      WHERE b.store_id = a.store_id AND b.provider_id = a.provider_id
        AND b.during && tstzrange(a.start_time, a.end_time, '[)')
      LIMIT 1
    )
  ) THEN
    RAISE EXCEPTION 'booking event over blocked time' USING ERRCODE = 'exclusion_violation',
      CONSTRAINT = 'booking_events_blocked';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_events_added_not_blocked AFTER INSERT ON booking_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION booking_events_added_not_blocked();
