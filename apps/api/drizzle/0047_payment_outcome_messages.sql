ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" IN ('bookingReceived', 'bookingAwaitingShop', 'bookingConfirmed', 'bookingMoved', 'bookingCancelled', 'bookingClosed', 'reminder', 'pickupReady', 'waitlistSlotFree', 'paymentAwaiting', 'formToFill', 'bookingLapsed', 'paymentFailed'));--> statement-breakpoint
CREATE FUNCTION notify_payment_failed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (name, key, store_id, payload, run_at, created_at)
  VALUES (
    'payment-failed',
    'failed:' || NEW.id,
    NEW.store_id,
    jsonb_build_object('paymentId', NEW.id),
    floor(extract(epoch FROM NEW.updated_at))::bigint,
    floor(extract(epoch FROM NEW.updated_at))::bigint
  )
  ON CONFLICT (name, key) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_notify_failed AFTER UPDATE OF status ON payments
  FOR EACH ROW WHEN (NEW.status = 'Failed' AND OLD.status IS DISTINCT FROM 'Failed' AND NEW.pay_by IS NOT NULL)
  EXECUTE FUNCTION notify_payment_failed();
