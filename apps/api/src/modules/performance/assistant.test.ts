import { type CommissionRulesBody, staffCalendar } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { FRI, THU, taipei, WED } from '../bookings/test-support';
import { day, performanceKit, seedPerformanceStore } from './test-support';

/** Cuts 50% (their category), others 40%; $100 of material per cut-wash; the assistant takes 10%. */
const RULES: CommissionRulesBody = {
  effectiveFrom: '2026-11-01',
  service: { requested: 40, assigned: 30 },
  categories: { cut: { requested: 50, assigned: 50 } },
  retail: 10,
  wallet: 5,
  bracketMode: 'whole',
  brackets: [],
  materials: { 'cut-wash': { kind: 'fixed', amount: 100 } },
  assistantShare: 10,
};

/** Issue 40: a booking may name an assistant (another designer), who takes the rules' share of its services. */
describeEachDatabase('an assistant on a booking', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  let manager: StaffClient;
  let amber: StaffClient;
  let kevin: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { logLevel: 'error' } });
    storeId = (await seedPerformanceStore(t)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner', { code: 'perf' })).client;
    manager = (await signedInStaff(t, storeId, 'manager', { code: 'perf' })).client;
    amber = (await signedInStaff(t, storeId, 'designer', { code: 'perf', providerId: 'amber' })).client;
    kevin = (await signedInStaff(t, storeId, 'designer', { code: 'perf', providerId: 'kevin' })).client;
    expect((await owner.put('performance/rules', RULES)).code).toBe(200);
  });
  afterAll(() => t.close());
  const { performance, book, checkout } = performanceKit(
    () => t,
    () => storeId,
    () => manager,
  );
  const name = (as: StaffClient, bookingId: string, assistantId: string | null) =>
    as.post('bookings/assistant', { bookingId, assistantId });

  it("gives the assistant on a paid booking her share in GET /staff/performance's lines, out of the designer's", async () => {
    const { bookingId } = await book(WED(12));
    const named = await name(amber, bookingId, 'kevin');
    expect(named.code, JSON.stringify(named.body)).toBe(200);
    expect(named.body.data).toEqual({ bookingId, assistantId: 'kevin' });
    // The calendar names her, and lists every designer who may be named (Amber's own calendar too).
    const cal = staffCalendar.parse((await amber.get('calendar', day(WED(0)))).body.data);
    expect(cal.bookings.find((b) => b.id === bookingId)?.assistantId).toBe('kevin');
    expect(cal.team.map((d) => d.id)).toContain('kevin');
    await checkout(bookingId, WED(13));

    const read = await performance(day(WED(0)));
    const lines = read.lines.filter((l) => l.orderId === bookingId);
    // $800 less $100 of material: $700; Kevin's 10% ($70) out of it; Amber 50% (the cut category) of $630.
    expect(lines).toEqual([
      expect.objectContaining({ designerId: 'amber', amount: 800, material: 100, commission: 315, asAssistant: false }),
      expect.objectContaining({ designerId: 'kevin', amount: 0, material: 0, commission: 70, asAssistant: true }),
    ]);
    expect(read.designers.find((d) => d.id === 'kevin')).toMatchObject({
      serviceRevenue: 0,
      assistantCommission: 70,
      commission: 70,
    });
    expect(read.designers.find((d) => d.id === 'amber')).toMatchObject({ serviceRevenue: 800, commission: 315 });
    // Kevin's own session: his share, and nothing of Amber's.
    const his = await performance(day(WED(0)), kevin);
    expect(his.designers.map((d) => d.id)).toEqual(['kevin']);
    expect(his.lines).toEqual([expect.objectContaining({ designerId: 'kevin', commission: 70, asAssistant: true })]);
  });

  it('refuses an assistant who is no designer of the store or serves the booking, and a designer on another’s booking', async () => {
    const { bookingId } = await book(THU(12));
    const field = async (assistantId: string) => {
      const res = await name(manager, bookingId, assistantId);
      expect(res.code).toBe(400);
      return res.body.data.fields;
    };
    expect(await field('nobody')).toEqual({ assistantId: '助理須為本店在職的設計師' });
    expect(await field('amber')).toEqual({ assistantId: '助理不能是為這筆預約服務的設計師' });
    expect((await name(kevin, bookingId, 'mia')).code).toBe(403);
    expect((await name(manager, 'no-such-booking', 'mia')).code).toBe(404);
    expect((await name(manager, bookingId, 'mia')).code).toBe(200);
    const cleared = await name(manager, bookingId, null);
    expect(cleared.body.data).toEqual({ bookingId, assistantId: null });
    const audit = await owner.get('audit', { operation: 'staffBookingAssistant' });
    expect(audit.code).toBe(200);
    expect(audit.body.data.entries.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the assistant of a booking whose money was counted in a closed month (its payroll is kept)', async () => {
    const { bookingId } = await book(FRI(12));
    await checkout(bookingId, FRI(13));
    t.clock.set(taipei(2026, 12, 2, 10));
    try {
      // Signed in in December (a session started in November has ended by then).
      const december = (await signedInStaff(t, storeId, 'owner', { code: 'perf' })).client;
      expect((await december.post('performance/close', { month: '2026-11' })).code).toBe(200);
      const refused = await name(december, bookingId, 'mia');
      expect(refused.code).toBe(409);
      expect(refused.body).toMatchObject({ status: 'PERIOD_CLOSED', data: { month: '2026-11' } });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
