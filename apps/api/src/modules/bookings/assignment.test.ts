import { bookingDetail, checkoutSummary } from '@salon/contract';
import { offersProduct, providerTerms } from '@salon/domain';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { demoStoreFile, seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, THU } from './test-support';

/** The two cheapest prices of 洗剪吹 among the demo designers, from the demo data itself. */
function cheapestForTwo(): number {
  const file = demoStoreFile();
  const product = file.products?.find((p) => p.id === 'cut-wash');
  if (!product) throw new Error('demo 洗剪吹 missing');
  const menuProduct = { ...product, providers: product.providers ?? [] } as Parameters<typeof offersProduct>[0];
  const prices = (file.providers ?? [])
    .filter((p) => offersProduct(menuProduct, p.id))
    .map((p) => providerTerms(menuProduct, p.id, null).price)
    .sort((a, b) => a - b);
  return (prices[0] ?? 0) + (prices[1] ?? 0);
}

describeEachDatabase('no-preference assignment: the lowest total for the customer', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ storeId } = await seedStore(t.database.db));
    headers = (await signedInCustomer(t.database.db, storeId, TEST_NOW, { gender: 'Female' })).headers;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const cart = {
    events: [{ productId: 'cut-wash', userId: null }],
    startTime: THU(15),
    customerCount: 2,
    parallel: false,
  };

  it('checkout quotes 洗剪吹 for two with no preference at the cheapest designers, and booking charges the same', async () => {
    expect(cheapestForTwo()).toBe(1600); // the figure: Mia and Leo at the default $800

    const quoted = await call(t.app, 'POST', '/api/bookings/checkout?code=demo', { payload: cart, headers });
    expect(quoted.code).toBe(200);
    const summary = checkoutSummary.parse(quoted.body.data);
    expect(summary.total).toBe(cheapestForTwo());
    expect(summary.priceRange.min).toBe(summary.total);
    const quotedDesigners = summary.events.map((e) => e.realUserId).sort();

    const made = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody(cart.events, cart.startTime, { customerCount: 2 }),
      headers,
    });
    expect(made.code).toBe(200);
    const read = await call(t.app, 'GET', `/api/bookings/${made.body.data.bookingId}?code=demo`);
    const booked = bookingDetail.parse(read.body.data);
    expect(booked.total).toBe(summary.total);
    expect(booked.events.map((e) => e.realUserId).sort()).toEqual(quotedDesigners);
    expect(booked.events.map((e) => e.price)).toEqual(summary.events.map((e) => e.price));
  });

  it('refuses with CALCULATE_FAILED, booking nothing, when the designer quoted was taken and another would cost more', async () => {
    const one = {
      events: [{ productId: 'cut-wash', userId: null }],
      startTime: THU(17),
      customerCount: 1,
      parallel: false,
    };
    const quoted = await call(t.app, 'POST', '/api/bookings/checkout?code=demo', { payload: one, headers });
    const shown = checkoutSummary.parse(quoted.body.data).total;
    expect(shown).toBe(800);
    // Meanwhile others take every designer at that price (Mia and Leo at $800).
    const others = await signedInCustomer(t.database.db, storeId, TEST_NOW, { gender: 'Female' });
    for (const designer of ['mia', 'leo']) {
      const taken = await call(t.app, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody([{ productId: 'cut-wash', userId: designer }], one.startTime),
        headers: others.headers,
      });
      expect(taken.code).toBe(200);
    }
    const refused = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody(one.events, one.startTime, { expectedTotal: shown }),
      headers,
    });
    expect(refused.code).toBe(409);
    expect(refused.body).toMatchObject({ status: 'CALCULATE_FAILED', data: { total: expect.any(Number) } });
    expect(refused.body.data.total).toBeGreaterThan(shown);
    const mine = await call(t.app, 'GET', '/api/bookings?code=demo', { headers });
    expect(mine.body.data.filter((b: { startTime: number }) => b.startTime === one.startTime)).toEqual([]);
    // With the new total seen (the summary reloaded), the booking goes through at that price.
    const booked = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody(one.events, one.startTime, { expectedTotal: refused.body.data.total }),
      headers,
    });
    expect(booked.code).toBe(200);
  });
});
