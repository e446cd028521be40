-- No double booking: two active booking events of one provider may never overlap in time.
-- Rows of cancelled, closed, no-show and expired bookings have active = false and hold nothing.
-- btree_gist (migration 0001) lets the gist index compare store_id and provider_id with =.
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_no_overlap"
  EXCLUDE USING gist ("store_id" WITH =, "provider_id" WITH =, "during" WITH &&) WHERE ("active");
