/** What other features may use of payments, besides its api/ and components/. */
export { attemptKeys } from './attempt-keys';
export { currentMethod, usePaymentMethodName } from './method-name';
export { usePaymentChoice } from './use-payment-choice';
export { usePlaceOrder } from './use-place-order';
