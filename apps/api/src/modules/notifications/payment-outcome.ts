import { toSeconds } from '#api/db/time';
import type { JobKind } from '#api/modules/jobs/runner';
import { findPayment } from '#api/modules/payments/service';
import { pickupOf, visitOf } from './audience';
import { compose } from './compose';
import type { NotifyDeps } from './service';
import type { MessageFacts } from './texts';

/**
 * A payment's outcome told to the customer (issue 43.2): a declined card or a failed online payment
 * (`paymentFailed`, by the trigger on payments of migration 0047), while the order still waits to
 * be paid. A booking lapsed unpaid (`bookingLapsed`) is a change of the booking: service.ts.
 */

const PAYMENT_FAILED_JOB = 'payment-failed';

/** Still waiting for its money: a booking New (awaiting payment), a pickup order Placed. */
const WAITING = { Booking: 'New', PickupOrder: 'Placed' } as const;

async function onPaymentFailed(deps: NotifyDeps, paymentId: string, now: number) {
  const p = await findPayment(deps.db, paymentId);
  if (p?.status !== 'Failed' || !p.payBy || (p.orderKind !== 'Booking' && p.orderKind !== 'PickupOrder')) return;
  const due = toSeconds(p.payBy);
  // Past the hold the order lapses: its own message says so.
  if (due <= now) return;
  const booking = p.orderKind === 'Booking';
  const audience = booking ? await visitOf(deps.db, p.orderId) : await pickupOf(deps.db, p.orderId);
  if (!audience || audience.status !== WAITING[p.orderKind]) return;
  const page = booking ? `booking/${p.orderId}` : `pickupOrder/${p.orderId}`;
  const facts: MessageFacts = {
    storeName: audience.store.name,
    start: 'start' in audience ? audience.start : null,
    services: [],
    designers: [],
    reason: null,
    link: `${deps.publicUrl()}/${audience.store.code}/${page}`,
    order: booking ? 'booking' : 'pickup',
    payment: { amount: p.amount, bankCode: p.atmBankCode ?? '', account: p.atmAccount ?? '', due },
  };
  await compose(
    deps.db,
    deps.channels,
    audience,
    { kind: 'paymentFailed', cause: `failed:${p.id}`, orderId: p.orderId, facts, visit: null, dueBy: due },
    now,
  );
}

/** The payment outcome's job, registered with the other notification jobs. */
export function paymentOutcomeJobs(deps: NotifyDeps): JobKind[] {
  return [
    {
      name: PAYMENT_FAILED_JOB,
      run: (job, now) => onPaymentFailed(deps, (job.payload as { paymentId: string }).paymentId, now),
    },
  ];
}
