import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { paymentEvents, payments } from '#api/db/schema/index';
import type { ProviderOutcome } from '#api/platform/payments/online';
import { signCallback } from '#api/platform/payments/sandbox';
import type { TestApp } from '#test/app';
import { seedDemoCopy } from '#test/fixtures';
import { call, type Json } from '../bookings/test-support';

/** The sandbox's signing secret in these tests: they sign callbacks as the provider would. */
export const SANDBOX_SECRET = 'test-sandbox-secret';

/** The demo store with card, ATM and LINE Pay online and a $500 deposit (Partial). */
export function seedPaidStore(db: Db, code = 'paid') {
  return seedDemoCopy(db, code, (file) => {
    file.store.paymentMethods = [
      ...(file.store.paymentMethods ?? []),
      { method: 'CreditCard', isPrepaid: true, lastNum: null, name: '信用卡' },
      { method: 'ATM', isPrepaid: true, lastNum: null, name: 'ATM 轉帳' },
      { method: 'LinePayOnline', isPrepaid: true, lastNum: null, name: 'LINE Pay' },
    ];
    file.store.deposit = { required: true, depositValue: 500 };
    file.store.depositScope = 'Partial';
  });
}

/** A signed callback for a payment, as the sandbox would send it (override what a test forges). */
export function callback(
  t: TestApp,
  body: { paymentId: string; providerRef: string; outcome: ProviderOutcome; amount: number },
  opts: { timestamp?: number; secret?: string; raw?: string } = {},
) {
  const raw = opts.raw ?? JSON.stringify(body);
  const headers = signCallback(opts.secret ?? SANDBOX_SECRET, raw, opts.timestamp ?? t.clock.now());
  return t.app.inject({ method: 'POST', url: '/api/payments/callback/sandbox', headers, payload: raw });
}

/** Submits the sandbox's hosted page as the customer's browser would. */
export function submitSandbox(t: TestApp, paymentId: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sandbox/pay/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export async function paymentRow(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

export async function eventsOf(db: Db, id: string) {
  return (await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id))).map((e) => e.toStatus);
}

export const bookingOf = async (t: TestApp, bookingId: string, code = 'paid'): Promise<Json> =>
  (await call(t.app, 'GET', `/api/bookings/${bookingId}?code=${code}`)).body.data;
