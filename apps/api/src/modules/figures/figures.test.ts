import { staffFigures } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { giveCard } from '#api/modules/wallet/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, THU } from '../bookings/test-support';

describeEachDatabase("the store's figures", (kind) => {
  let t: TestApp;
  let storeId: string;
  let manager: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { logLevel: 'error' } });
    storeId = (await seedStore(t.database.db)).storeId;
    manager = (await signedInStaff(t, storeId, 'manager')).client;
  });
  afterAll(() => t.close());

  it("counts a day: money by method, bookings by status, the no-show rate, each designer's hours, retail sold", async () => {
    const book = async (userId: string, start: number) => {
      const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
      const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody([{ productId: 'cut-wash', userId }], start),
        headers: c.headers,
      });
      return { id: res.body.data.bookingId as string, customerId: c.customer.id };
    };
    const paid = await book('amber', THU(11));
    const card = await book('kevin', THU(11));
    const missed = await book('mia', THU(12));
    await book('leo', THU(15));
    // The visit day: they arrive and pay at the counter on Thursday.
    t.clock.set(THU(13));
    for (const b of [paid, card]) await manager.post('bookings/status', { bookingId: b.id, action: 'arrive' });
    const cardId = await giveCard(t.database.db, storeId, card.customerId, 5000);
    expect(
      (
        await manager.post('bookings/checkout', {
          bookingId: paid.id,
          method: 'Cash',
          retail: [{ itemId: 'shampoo', quantity: 2 }],
        })
      ).code,
    ).toBe(200);
    expect(
      (
        await manager.post('bookings/checkout', {
          bookingId: card.id,
          method: 'CardTerminal',
          customerValueCardId: cardId,
        })
      ).code,
    ).toBe(200);
    expect((await manager.post('bookings/status', { bookingId: missed.id, action: 'noShow' })).code).toBe(200);
    t.clock.set(TEST_NOW);

    const res = await manager.get('figures', { from: THU(0), to: THU(24) });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const day = staffFigures.parse(res.body.data);
    // Amber's cut (1,200) and two shampoos (1,360) in cash; Kevin's paid whole by the value card (no money taken).
    expect(day.revenue).toEqual([{ method: 'Cash', amount: 2560 }]);
    expect(day.bookingsByStatus).toEqual(
      expect.arrayContaining([
        { status: 'Paid', count: 2 },
        { status: 'NoShow', count: 1 },
        { status: 'Confirmed', count: 1 },
      ]),
    );
    expect(day.noShowRate).toBeCloseTo(1 / 3);
    const amber = day.designers.find((d) => d.id === 'amber')!;
    expect(amber).toMatchObject({ bookedMinutes: 60, workingMinutes: 510 });
    expect(day.retail).toEqual([{ itemId: 'shampoo', name: expect.any(String), quantity: 2, amount: 1360 }]);
  });
});
