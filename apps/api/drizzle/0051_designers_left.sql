-- A designer who has left (providers.archived_at set) takes no new booking, also one whose
-- assignment was made just before the change: the statement's check of added events, which already
-- refuses blocked time, refuses events of a designer who has left as well. The insert first took the
-- designer's row FOR KEY SHARE (bookings/time-locks.ts), which waits for the change's FOR UPDATE, so
-- this query sees the committed archived_at. Refused as a time taken (exclusion_violation): the
-- customer picks again from a catalogue without the designer.
CREATE OR REPLACE FUNCTION booking_events_added_not_blocked() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF EXISTS (
    SELECT 1 FROM added a
    JOIN providers p ON p.store_id = a.store_id AND p.id = a.provider_id
    WHERE a.active AND p.archived_at IS NOT NULL
  ) THEN
    RAISE EXCEPTION 'booking event of a designer who has left' USING ERRCODE = 'exclusion_violation',
      CONSTRAINT = 'booking_events_designer_left';
  END IF;
  RETURN NULL;
END $$;
