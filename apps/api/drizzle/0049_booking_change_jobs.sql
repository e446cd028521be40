-- A booking's creation row in its status history (from nothing to New) tells nobody anything: the
-- customer hears of the booking from the row that follows it in the same statement (New → Pending
-- or Confirmed), or from the payment's outcome when it waits for an online payment
-- (notifications/service.ts, kindOfChange). Its outbox job was read by the worker and dropped, and
-- cost every booking a job row (four index entries, a foreign-key check) in its one statement.
-- Only rows that change a status (or a time: a move keeps the status) add a job now.
CREATE OR REPLACE FUNCTION notify_booking_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (name, key, store_id, payload, run_at, created_at)
  SELECT 'booking-change', 'history:' || a.id, a.store_id,
    jsonb_build_object('historyId', a.id), floor(extract(epoch FROM a.at))::bigint, floor(extract(epoch FROM a.at))::bigint
  FROM added a
  WHERE a.from_status IS NOT NULL
  ON CONFLICT (name, key) DO NOTHING;
  RETURN NULL;
END $$;
