import type { InvoiceRequest, OnlinePayment } from '@salon/contract';
import type { OnlinePaymentMethod, PaymentMethodName } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { PaymentRow } from '#api/db/rows';
import { ApiError } from '#api/http/errors';
import { type CheckoutInvoiceDeps, checkInvoiceChoice, rememberInvoiceChoice } from '#api/modules/invoices/checkout';
import { openPayment, startPayment } from '#api/modules/payments/service';
import type { Scope } from '#api/modules/scope';
import { onlineProviderFor, paymentProviderFor } from '#api/platform/payments/index';
import type { OnlinePaymentProvider } from '#api/platform/payments/online';
import type { OrderDeps, OrderRef } from './kinds';
import { once } from './once';

/** The first order made with an idempotency key. */
interface KeyedOrder<S> {
  id: string;
  status: S;
  requestHash: string | null;
}

/** In the order's transaction: opens its pending online payment of `amount`, payable until `payBy`. */
type OpenOnline = (tx: Tx, order: OrderRef, p: { amount: number; payBy: number }) => Promise<PaymentRow>;

/** What the kind's write is given: the online provider (null: paid at the store or by the wallet) and the key's hash. */
export interface OrderWrite {
  online: OnlinePaymentProvider | null;
  requestHash: string | null;
  openOnline: OpenOnline;
}

/** One kind's part of creating an order; the steps every order shares are createOrder's. */
export interface NewOrder<S extends string, Created> {
  method: PaymentMethodName;
  /** Whose order it is (the customer's, whoever places it). */
  customerId: string;
  /** The request, hashed to tell a repeat of an idempotency key from another request under it. */
  body: object;
  idempotencyKey: string | undefined;
  /** The unique index on (store, customer, key) whose violation is a concurrent duplicate. */
  keyConstraint: string;
  findByKey(key: string): Promise<KeyedOrder<S> | null>;
  /** Writes the order (and opens its payment through `openOnline` when something is due online). */
  write(w: OrderWrite): Promise<{ id: string; status: S; opened: PaymentRow | null }>;
  /** The wire answer of a created order. */
  created(id: string, status: S, payment?: OnlinePayment): Created;
  /** Where the provider's page sends the customer back to, and what it calls the payment. */
  payment: { description: string; returnPath(id: string): string };
  /** The customer's e-invoice choice given with the order (checked first, remembered once it is made). */
  invoice?: InvoiceRequest;
}

/**
 * The one path that creates an order of either kind: the payment method must be one the store
 * offers and something can take (else PAYMENT_UNAVAILABLE); a repeat of an idempotency key answers
 * the first order and the same key with another request, or a concurrent duplicate, DUPLICATED_KEY;
 * the kind writes the order with its wallet charges and pending payment in one transaction; after
 * it commits the payment is started at the provider. A provider that refuses to start it answers
 * PAY_FAILED with the order (kept awaiting payment) in `data`, so the customer can pay another way.
 */
export async function createOrder<S extends string, Created>(
  deps: OrderDeps & CheckoutInvoiceDeps,
  { store, now }: Scope,
  order: NewOrder<S, Created>,
): Promise<Created> {
  const atStore = paymentProviderFor(store.paymentMethods, order.method);
  const online = atStore ? null : onlineProviderFor(deps.payments, store.paymentMethods, order.method);
  if (!atStore && !online) throw new ApiError('PAYMENT_UNAVAILABLE');
  await checkInvoiceChoice(deps, { store, now }, order.invoice);
  const openOnline: OpenOnline = (tx, ref, p) =>
    openPayment(tx, {
      storeId: store.id,
      customerId: order.customerId,
      order: ref,
      method: order.method as OnlinePaymentMethod,
      provider: online as OnlinePaymentProvider,
      amount: p.amount,
      payBy: p.payBy,
      now,
    });
  const outcome = await once(
    {
      key: order.idempotencyKey,
      request: order.body,
      findFirst: order.findByKey,
      replay: async (first: KeyedOrder<S>) => order.created(first.id, first.status),
      keyConstraint: order.keyConstraint,
      concurrentRepeat: 'refused',
    },
    (requestHash) => order.write({ online, requestHash, openOnline }),
  );
  if ('replayed' in outcome) return outcome.replayed;
  const { id, status, opened } = outcome.made;
  // Remembered before the payment starts, so the invoice issued when its money arrives finds it.
  await rememberInvoiceChoice(deps.db, order.customerId, order.invoice);
  if (!opened) return order.created(id, status);
  const returnUrl = order.payment.returnPath(id);
  const payment = await startPayment(deps, opened, { description: order.payment.description, returnUrl }, now);
  if (payment.status === 'Failed') throw new ApiError('PAY_FAILED', { data: order.created(id, status, payment) });
  return order.created(id, status, payment);
}
