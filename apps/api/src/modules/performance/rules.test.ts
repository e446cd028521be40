import { type CommissionRulesBody, performanceRules } from '@salon/contract';
import { PAYROLL_COLUMNS, payrollCsv } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { call, SAT, taipei, WED } from '../bookings/test-support';
import { DAY, day, performanceKit, seedPerformanceStore } from './test-support';

const NOVEMBER = { from: taipei(2026, 11, 1, 0), to: taipei(2026, 12, 1, 0) };

/** 指定 40%, 不指定 30%, retail 10%, no brackets, from 1 November. */
const RULES: CommissionRulesBody = {
  effectiveFrom: '2026-11-01',
  service: { requested: 40, assigned: 30 },
  categories: {},
  retail: 10,
  wallet: 5,
  bracketMode: 'whole',
  brackets: [],
  materials: {},
  assistantShare: 0,
};

describeEachDatabase('commission rules, closed months and the payroll CSV', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  let manager: StaffClient;
  let amber: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { logLevel: 'error' } });
    storeId = (await seedPerformanceStore(t)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner', { code: 'perf' })).client;
    manager = (await signedInStaff(t, storeId, 'manager', { code: 'perf' })).client;
    amber = (await signedInStaff(t, storeId, 'designer', { code: 'perf', providerId: 'amber' })).client;
  });
  afterAll(() => t.close());
  const { performance, of, book, checkout } = performanceKit(
    () => t,
    () => storeId,
    () => owner,
  );
  const save = (body: Partial<CommissionRulesBody>, as = owner) => as.put('performance/rules', { ...RULES, ...body });

  describe('who may set them', () => {
    it('the owner saves a set; managers read it and change nothing; a designer neither', async () => {
      expect((await save({}, manager)).code).toBe(403);
      expect((await save({}, amber)).code).toBe(403);
      expect((await amber.get('performance/rules')).code).toBe(403);
      const saved = await save({});
      expect(saved.code, JSON.stringify(saved.body)).toBe(200);
      const read = performanceRules.parse((await manager.get('performance/rules')).body.data);
      expect(read.sets).toEqual([expect.objectContaining({ effectiveFrom: NOVEMBER.from, service: RULES.service })]);
      // The names of what rates and material costs are set per: the service categories and services.
      expect(read.names.categories).toMatchObject({ cut: '剪髮' });
      expect(read.names.services).toMatchObject({ 'cut-wash': '洗剪吹' });
    });

    it('checks the contract: percents, brackets ascending and never falling, known services', async () => {
      const fields = async (body: Partial<CommissionRulesBody>) => {
        const res = await save(body);
        expect(res.code).toBe(400);
        return Object.keys(res.body.data.fields);
      };
      expect(await fields({ retail: 101 })).toEqual(['retail']);
      expect(await fields({ service: { requested: -1, assigned: 30 } })).toEqual(['service.requested']);
      expect(
        await fields({
          brackets: [
            { from: 100_000, bonus: 10 },
            { from: 200_000, bonus: 5 },
          ],
        }),
      ).toEqual(['brackets']);
      expect(await fields({ materials: { 'no-such': { kind: 'fixed', amount: 100 } } })).toEqual(['materials']);
      expect(await fields({ categories: { 'no-such': { requested: 50, assigned: 40 } } })).toEqual(['categories']);
      expect(await fields({ effectiveFrom: '11/01' })).toEqual(['effectiveFrom']);
    });
  });

  it('pays 指定 at its rate; a later set applies from its date and past payments keep theirs', async () => {
    expect((await save({})).code).toBe(200);
    const before = await of('amber', day(WED(0)));
    const { bookingId } = await book(WED(12));
    await checkout(bookingId, WED(13));
    expect((await of('amber', day(WED(0)))).commission - before.commission).toBe(320);
    // From Friday 27 November: 指定 50%, a bracket of +10 points from $1,000, band by band.
    const later = await save({
      effectiveFrom: '2026-11-27',
      service: { requested: 50, assigned: 30 },
      bracketMode: 'band',
      brackets: [{ from: 1000, bonus: 10 }],
    });
    expect(later.code, JSON.stringify(later.body)).toBe(200);
    expect((await of('amber', day(WED(0)))).commission - before.commission).toBe(320);
    const saturday = await book(SAT(12));
    await checkout(saturday.bookingId, SAT(13));
    expect((await of('amber', day(SAT(0)))).commission).toBe(400);
  });

  it("closes an ended month once; no set may then take effect in it; the month's CSV sums to its totals", async () => {
    expect((await owner.post('performance/close', { month: '2026-11' })).code).toBe(400);
    expect((await manager.post('performance/close', { month: '2026-10' })).code).toBe(403);
    const closed = await owner.post('performance/close', { month: '2026-10' });
    expect(closed.code, JSON.stringify(closed.body)).toBe(200);
    expect((await owner.post('performance/close', { month: '2026-10' })).body.status).toBe('PERIOD_CLOSED');
    const refused = await save({ effectiveFrom: '2026-10-15' });
    expect([refused.code, refused.body.status, refused.body.data]).toEqual([
      409,
      'PERIOD_CLOSED',
      { month: '2026-10' },
    ]);
    expect((await save({ effectiveFrom: '2026-11-01' })).code).toBe(200);
    const october = await performance({ from: taipei(2026, 10, 1, 0), to: NOVEMBER.from });
    expect(october.closedAt).toBe(closed.body.data.closedAt);

    const month = await performance(NOVEMBER);
    expect(month.closedAt).toBeNull();
    const lines = payrollCsv(month.designers, (k) => k)
      .trim()
      .split('\r\n');
    const rows = lines.slice(1, -1).map((l) => l.split(',').slice(1).map(Number));
    const totalsRow = lines.at(-1)!.split(',').slice(1).map(Number);
    for (const [i, column] of PAYROLL_COLUMNS.entries()) {
      const screen = month.designers.reduce((sum, d) => sum + d[column], 0);
      expect(rows.reduce((sum, r) => sum + r[i]!, 0)).toBe(screen);
      expect(totalsRow[i]).toBe(screen);
    }
    // The screen's totals are the lines behind them.
    const service = month.lines.filter((l) => l.kind === 'service').reduce((sum, l) => sum + l.amount, 0);
    expect(month.designers.reduce((sum, d) => sum + d.serviceRevenue, 0)).toBe(service);
    expect(month.designers.reduce((sum, d) => sum + d.commission, 0)).toBe(
      month.lines.reduce((sum, l) => sum + l.commission, 0),
    );
    expect(service).toBeGreaterThanOrEqual(1600);
  });

  it('a refund in a later month takes back what its payment earned, at its own terms', async () => {
    expect((await save({})).code).toBe(200);
    const december = { from: NOVEMBER.to, to: NOVEMBER.to + 31 * DAY };
    const [november, decemberBefore] = [await of('amber', NOVEMBER), await of('amber', december)];
    const { bookingId, headers } = await book(WED(12) + 7 * DAY, { paymentMethod: 'CreditCard' });
    const paid = (await call(t.app, 'GET', `/api/bookings/${bookingId}?code=perf`)).body.data;
    const sandbox = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/pay/${paid.onlinePayment.paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=card&card=4242424242424242',
    });
    expect(sandbox.statusCode).toBe(303);
    expect((await of('amber', NOVEMBER)).commission - november.commission).toBe(320);
    // December pays 指定 at 50%; the refund still takes back at November's 40%.
    expect((await save({ effectiveFrom: '2026-12-01', service: { requested: 50, assigned: 50 } })).code).toBe(200);
    t.clock.set(taipei(2026, 12, 1, 10));
    const cancelled = await call(t.app, 'DELETE', '/api/bookings?code=perf', { payload: { bookingId }, headers });
    t.clock.set(TEST_NOW);
    expect(cancelled.code, JSON.stringify(cancelled.body)).toBe(200);
    const refund = cancelled.body.data.refund as number;
    expect(refund).toBeGreaterThan(0);
    const after = await of('amber', december);
    expect(after.serviceRevenue - decemberBefore.serviceRevenue).toBe(-refund);
    expect(after.commission - decemberBefore.commission).toBe(-Math.round((320 * refund) / 800));
  });
});
