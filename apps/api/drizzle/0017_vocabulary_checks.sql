ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_from_status" CHECK ("booking_status_history"."from_status" IN ('New', 'Pending', 'Confirmed', 'Arrived', 'Completed', 'Paid', 'Cancelled', 'Closed', 'NoShow', 'Expired'));--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_to_status" CHECK ("booking_status_history"."to_status" IN ('New', 'Pending', 'Confirmed', 'Arrived', 'Completed', 'Paid', 'Cancelled', 'Closed', 'NoShow', 'Expired'));--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_by" CHECK ("booking_status_history"."by" IN ('customer', 'store', 'system'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status" CHECK ("bookings"."status" IN ('New', 'Pending', 'Confirmed', 'Arrived', 'Completed', 'Paid', 'Cancelled', 'Closed', 'NoShow', 'Expired'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method" CHECK ("bookings"."payment_method" IN ('CreditCard', 'ATM', 'ValueCard', 'LinePayOffline', 'LinePayOnline', 'Custom', 'Cash'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_policy" CHECK ("bookings"."cancel_policy" IN ('None', 'Single', 'Multiple'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_rule" CHECK ("bookings"."deposit_rule" IN ('Allowed', 'Restricted', 'None'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_scope" CHECK ("bookings"."deposit_scope" IN ('All', 'Partial'));--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_kind" CHECK ("categories"."kind" IN ('service', 'retail'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_item_type" CHECK ("products"."sub_item_type" IN ('Single', 'Multiple'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_customer_limited" CHECK ("products"."customer_limited" IN ('None', 'Male', 'Female'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_deposit_rule" CHECK ("stores"."deposit_rule" IN ('Allowed', 'Restricted', 'None'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_deposit_scope" CHECK ("stores"."deposit_scope" IN ('All', 'Partial'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_unassigned_mode" CHECK ("stores"."unassigned_mode" IN ('Normal', 'OnlyUnassigned', 'OnlyProvider'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_booking_setting_type" CHECK ("stores"."booking_setting_type" IN ('Store', 'User'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_cancel_policy" CHECK ("stores"."cancel_policy" IN ('None', 'Single', 'Multiple'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_gender" CHECK ("customers"."gender" IN ('Female', 'Male', 'Other'));--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_channel" CHECK ("otp_codes"."channel" IN ('sms', 'email'));--> statement-breakpoint
ALTER TABLE "otp_sends" ADD CONSTRAINT "otp_sends_channel" CHECK ("otp_sends"."channel" IN ('sms', 'email'));--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_from_status" CHECK ("payment_events"."from_status" IN ('Pending', 'Paid', 'Failed', 'Expired', 'PartiallyRefunded', 'Refunded'));--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_to_status" CHECK ("payment_events"."to_status" IN ('Pending', 'Paid', 'Failed', 'Expired', 'PartiallyRefunded', 'Refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_kind" CHECK ("payments"."order_kind" IN ('Booking', 'PickupOrder'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" IN ('CreditCard', 'ATM', 'LinePayOnline'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('Pending', 'Paid', 'Failed', 'Expired', 'PartiallyRefunded', 'Refunded'));--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_payment_method" CHECK ("pickup_orders"."payment_method" IN ('CreditCard', 'ATM', 'ValueCard', 'LinePayOffline', 'LinePayOnline', 'Custom', 'Cash'));--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_status_changed_by" CHECK ("pickup_orders"."status_changed_by" IN ('customer', 'store', 'system'));--> statement-breakpoint
ALTER TABLE "value_card_ledger" ADD CONSTRAINT "value_card_ledger_reason" CHECK ("value_card_ledger"."reason" IN ('TopUp', 'BookingPayment', 'PickupOrderPayment', 'Refund'));--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_order_kind" CHECK ("wallet_charges"."order_kind" IN ('Booking', 'PickupOrder'));