import { isOneOf, UPCOMING_BOOKING_STATUSES } from '@salon/domain';
import { toSeconds } from '#api/db/time';
import { formById } from '#api/modules/forms/service';
import type { JobKind } from '#api/modules/jobs/runner';
import { enqueue } from '#api/modules/jobs/service';
import { findPayment } from '#api/modules/payments/service';
import { pickupOf, visitOf } from './audience';
import type { Audience } from './compose';
import { compose } from './compose';
import type { NotifyDeps } from './service';
import type { MessageFacts } from './texts';

/** The ATM account is due soon: a second word this long before the deadline (a third of the time left at most), if still unpaid. */
const ATM_DUE_SOON = 6 * 3600;

const PAYMENT_AWAITING_JOB = 'payment-awaiting';
const PAYMENT_DUE_JOB = 'payment-due';
const FORM_TO_FILL_JOB = 'form-to-fill';

async function paymentOf(deps: NotifyDeps, paymentId: string) {
  const p = await findPayment(deps.db, paymentId);
  if (!p?.atmAccount || p.status !== 'Pending') return null;
  const audience: (Audience & { start?: number }) | null =
    p.orderKind === 'Booking' ? await visitOf(deps.db, p.orderId) : await pickupOf(deps.db, p.orderId);
  if (!audience) return null;
  const page = p.orderKind === 'Booking' ? `booking/${p.orderId}` : `pickupOrder/${p.orderId}`;
  const facts: MessageFacts = {
    storeName: audience.store.name,
    start: audience.start ?? null,
    services: [],
    designers: [],
    reason: null,
    link: `${deps.publicUrl()}/${audience.store.code}/${page}`,
    payment: { amount: p.amount, bankCode: p.atmBankCode ?? '', account: p.atmAccount, due: toSeconds(p.payBy) },
  };
  return { p, audience, facts };
}

/**
 * An ATM account was given (trigger on payments): the customer is told where to transfer how much
 * by when; again ATM_DUE_SOON before the deadline while the payment is still pending.
 */
async function onPaymentAwaiting(deps: NotifyDeps, paymentId: string, now: number) {
  const found = await paymentOf(deps, paymentId);
  if (!found) return;
  const { p, audience, facts } = found;
  const due = facts.payment?.due ?? now;
  const c = {
    kind: 'paymentAwaiting' as const,
    cause: `atm:${p.id}`,
    orderId: p.orderId,
    facts,
    visit: null,
    dueBy: due,
  };
  await compose(deps.db, deps.channels, audience, c, now);
  const runAt = due - Math.min(ATM_DUE_SOON, Math.floor((due - now) / 3));
  if (runAt > now + 60)
    await enqueue(
      deps.db,
      { name: PAYMENT_DUE_JOB, key: `due:${p.id}`, storeId: p.storeId, runAt, payload: { paymentId } },
      now,
    );
}

async function onPaymentDue(deps: NotifyDeps, paymentId: string, now: number) {
  const found = await paymentOf(deps, paymentId);
  if (!found || (found.facts.payment?.due ?? 0) <= now) return;
  const { p, audience, facts } = found;
  const due = found.facts.payment?.due;
  const c = {
    kind: 'paymentAwaiting' as const,
    cause: `atm-due:${p.id}`,
    orderId: p.orderId,
    facts,
    visit: null,
    dueBy: due,
  };
  await compose(deps.db, deps.channels, audience, { ...c, facts: { ...facts, dueSoon: true } }, now);
}

/** A booking's form was handed out (trigger on forms): the customer is asked to fill it before the visit. */
async function onFormToFill(deps: NotifyDeps, formId: string, now: number) {
  const f = await formById(deps.db, formId);
  if (!f?.bookingId || f.status === 'Submitted') return;
  const v = await visitOf(deps.db, f.bookingId);
  if (!v || !isOneOf(UPCOMING_BOOKING_STATUSES, v.status) || v.start <= now) return;
  const facts: MessageFacts = {
    storeName: v.store.name,
    start: v.start,
    services: v.services,
    servicesEn: v.servicesEn,
    designers: v.designers,
    reason: null,
    link: `${deps.publicUrl()}/${v.store.code}/form/${f.id}`,
    formTitle: f.title,
    formTitleEn: f.en?.title ?? null,
  };
  await compose(
    deps.db,
    deps.channels,
    v,
    // Its e-mail carries the visit's calendar file, like every other message about the booking.
    {
      kind: 'formToFill',
      cause: `form:${f.id}`,
      orderId: v.id,
      facts,
      visit: v,
      visitLink: `${deps.publicUrl()}/${v.store.code}/booking/${v.id}`,
    },
    now,
  );
}

/** The payment and form jobs, registered with the other notification jobs. */
export function paymentFormJobs(deps: NotifyDeps): JobKind[] {
  const id = (job: { payload: unknown }, key: 'paymentId' | 'formId') => (job.payload as Record<string, string>)[key]!;
  return [
    { name: PAYMENT_AWAITING_JOB, run: (job, now) => onPaymentAwaiting(deps, id(job, 'paymentId'), now) },
    { name: PAYMENT_DUE_JOB, run: (job, now) => onPaymentDue(deps, id(job, 'paymentId'), now) },
    { name: FORM_TO_FILL_JOB, run: (job, now) => onFormToFill(deps, id(job, 'formId'), now) },
  ];
}
