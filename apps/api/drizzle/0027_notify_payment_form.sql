ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" IN ('bookingReceived', 'bookingAwaitingShop', 'bookingConfirmed', 'bookingMoved', 'bookingCancelled', 'bookingClosed', 'reminder', 'pickupReady', 'waitlistSlotFree', 'paymentAwaiting', 'formToFill'));--> statement-breakpoint
CREATE FUNCTION notify_payment_awaiting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.atm_account IS NULL OR NEW.status <> 'Pending' THEN
    RETURN NULL;
  END IF;
  INSERT INTO jobs (name, key, store_id, payload, run_at, created_at)
  VALUES (
    'payment-awaiting',
    'atm:' || NEW.id,
    NEW.store_id,
    jsonb_build_object('paymentId', NEW.id),
    floor(extract(epoch FROM NEW.updated_at))::bigint,
    floor(extract(epoch FROM NEW.updated_at))::bigint
  )
  ON CONFLICT (name, key) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_notify_atm AFTER INSERT OR UPDATE OF atm_account ON payments
  FOR EACH ROW EXECUTE FUNCTION notify_payment_awaiting();--> statement-breakpoint
CREATE FUNCTION notify_form_to_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (name, key, store_id, payload, run_at, created_at)
  VALUES (
    'form-to-fill',
    'form:' || NEW.id,
    NEW.store_id,
    jsonb_build_object('formId', NEW.id),
    floor(extract(epoch FROM NEW.created_at))::bigint,
    floor(extract(epoch FROM NEW.created_at))::bigint
  )
  ON CONFLICT (name, key) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER forms_notify_to_fill AFTER INSERT ON forms
  FOR EACH ROW WHEN (NEW.booking_id IS NOT NULL AND NEW.status <> 'Submitted')
  EXECUTE FUNCTION notify_form_to_fill();
