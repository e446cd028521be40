import { staffPerformance } from '@salon/contract';
import { expect } from 'vitest';
import type { StaffClient } from '#api/modules/staff/test-support';
import { TEST_NOW, type TestApp } from '#test/app';
import { seedDemoCopy, signedInCustomer } from '#test/fixtures';
import { bookingBody, call } from '../bookings/test-support';

export const DAY = 86400;
export const day = (start: number) => ({ from: start, to: start + DAY });

/** The demo store as `perf`, with Amber's cut at $800 and a $160 voucher. */
export function seedPerformanceStore(t: TestApp) {
  return seedDemoCopy(t.database.db, 'perf', (file) => {
    const cut = file.products!.find((p) => p.id === 'cut-wash')!;
    cut.providers = cut.providers!.map((p) => (p.userId === 'amber' ? { ...p, price: 800 } : p));
    file.vouchers!.push({
      id: 'off-160',
      name: '折 160',
      description: '折抵 160 元。',
      offerTarget: 'All',
      discountType: 'Amount',
      discountValue: 160,
    });
  });
}

/** Booking and paying at the `perf` store, and reading its 業績, as a test does. */
export function performanceKit(app: () => TestApp, store: () => string, desk: () => StaffClient) {
  const performance = async (window: { from: number; to: number }, as = desk()) => {
    const res = await as.get('performance', window);
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return staffPerformance.parse(res.body.data);
  };
  const of = async (id: string, window: { from: number; to: number }) =>
    (await performance(window)).designers.find((d) => d.id === id)!;
  const book = async (start: number, extra: Record<string, unknown> = {}, userId: string | null = 'amber') => {
    const [t, storeId] = [app(), store()];
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const res = await call(t.app, 'POST', '/api/bookings?code=perf', {
      payload: bookingBody([{ productId: 'cut-wash', userId }], start, extra),
      headers: me.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return { bookingId: res.body.data.bookingId as string, customerId: me.customer.id, headers: me.headers };
  };
  const checkout = async (bookingId: string, at: number, body: Record<string, unknown> = {}, as = desk()) => {
    const t = app();
    t.clock.set(at);
    expect((await as.post('bookings/status', { bookingId, action: 'arrive' })).code).toBe(200);
    const res = await as.post('bookings/checkout', { bookingId, method: 'Cash', ...body });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    t.clock.set(TEST_NOW);
  };
  return { performance, of, book, checkout };
}
