import { staffValueCard, staffWallet } from '@salon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payments, serviceTickets, valueCardLedger, valueCards, walletCounterMoves } from '#api/db/schema/index';
import { type StaffClient, signedInStaff, staffClient } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';
import { call, type Json } from '../bookings/test-support';
import { orderBody, setStock } from '../retail/test-support';
import { cardBalance } from './test-support';

const DAY = 86400;

describeEachDatabase('the wallet at the counter', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  let manager: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    await setStock(t.database.db, storeId, 'wide-comb', 1000);
    owner = (await signedInStaff(t, storeId, 'owner', { name: '店主' })).client;
    manager = (await signedInStaff(t, storeId, 'manager')).client;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  let keys = 0;
  /** A call as `as`; every write sends an idempotency key, a new one unless the test names it. */
  const staff = (method: 'GET' | 'POST', path: string, payload?: Json, as = owner, key?: string) =>
    as.send(method, path, { payload, idempotencyKey: method === 'POST' ? (key ?? `k-${kind}-${++keys}`) : undefined });
  const sell = (customerId: string, amount = 3000, as = owner) =>
    staff('POST', `customers/${customerId}/value-cards`, { name: '青禾儲值卡', amount, method: 'Cash' }, as);
  const wallet = async (customerId: string) =>
    staffWallet.parse((await staff('GET', `customers/${customerId}/wallet`)).body.data);

  it('sells, tops up, adjusts, freezes, unfreezes and deactivates a card: one ledger row per move with the member, the sum always the balance', async () => {
    const amy = await signedInCustomer(db(), storeId, TEST_NOW, { lastName: '陳小美' });
    const sold = await sell(amy.customer.id, 3000);
    expect(sold.code, JSON.stringify(sold.body)).toBe(200);
    const card = staffValueCard.parse(sold.body.data);
    expect(card).toMatchObject({ name: '青禾儲值卡', balance: 3000, status: 'Active', payableOnline: true });
    expect(card.cardNo).toMatch(/^\d{12}$/);
    const move = (path: string, body: Json, as = owner) => staff('POST', `value-cards/${card.id}/${path}`, body, as);
    expect((await move('top-up', { amount: 2000, method: 'LinePayOffline' }, manager)).body.data.balance).toBe(5000);
    expect((await move('adjust', { amount: -500, reason: '誤刷退回' })).body.data.balance).toBe(4500);
    expect((await move('adjust', { amount: 120, reason: '補登' })).body.data.balance).toBe(4620);
    const below = await move('adjust', { amount: -5000, reason: '太多' });
    expect([below.code, below.body.status, below.body.data.fields.amount]).toEqual([
      400,
      'VALIDATION_FAILED',
      '調整後餘額不能低於 $0（目前餘額 $4,620）',
    ]);
    expect((await move('state', { action: 'Freeze' })).body.data.status).toBe('Frozen');
    const frozenTopUp = await move('top-up', { amount: 100, method: 'Cash' });
    expect([frozenTopUp.code, frozenTopUp.body.status, frozenTopUp.body.data]).toEqual([
      409,
      'VALUE_CARD_NOT_CHANGEABLE',
      { status: 'Frozen' },
    ]);
    expect((await move('state', { action: 'Unfreeze' })).body.data.status).toBe('Active');
    expect((await move('state', { action: 'Deactivate' })).body.data.status).toBe('Deactivated');
    expect((await move('adjust', { amount: 10, reason: '再補' })).body.status).toBe('VALUE_CARD_NOT_CHANGEABLE');
    expect((await move('state', { action: 'Unfreeze' })).body.status).toBe('VALUE_CARD_NOT_CHANGEABLE');

    expect(await cardBalance(db(), card.id)).toEqual({ balance: 4620, ledgerSum: 4620, ledgerRows: 4 });
    const rows = await db().select().from(valueCardLedger).where(eq(valueCardLedger.cardId, card.id));
    expect(rows.every((r) => r.staffId !== null)).toBe(true);
    expect(rows.map((r) => r.reason).sort()).toEqual(['Adjustment', 'Adjustment', 'TopUp', 'TopUp']);

    const seen = await wallet(amy.customer.id);
    expect(seen).toMatchObject({ name: '陳小美', valueCards: [{ id: card.id, balance: 4620, status: 'Deactivated' }] });
    expect(seen.valueCards[0]!.moves.map((m) => [m.amount, m.reason, m.staffName, m.note])).toEqual([
      [120, 'Adjustment', '店主', '補登'],
      [-500, 'Adjustment', '店主', '誤刷退回'],
      [2000, 'TopUp', 'manager', null],
      [3000, 'TopUp', '店主', null],
    ]);
    // The audit log has each move with the card as it was.
    const audit = await staff('GET', `audit`.concat(''), undefined);
    const entries = (audit.body.data.entries as Json[]).filter((e) => e.entityId === card.id);
    expect(entries.map((e) => e.operation)).toEqual(
      expect.arrayContaining(['staffTopUpValueCard', 'staffAdjustValueCard', 'staffValueCardState']),
    );
    const topUp = entries.find((e) => e.operation === 'staffTopUpValueCard')!;
    expect([topUp.entity, topUp.before.balance, topUp.after.balance]).toEqual(['valueCard', 3000, 5000]);
    // The customer sees the card in their wallet with the balance.
    const theirs = await call(t.app, 'GET', '/api/customer/customerValueCards?code=demo', { headers: amy.headers });
    expect(theirs.body.data).toMatchObject([{ id: card.id, balance: 4620, status: 'Deactivated' }]);
    // Sales and top-ups are the day's revenue by method.
    const day = Math.floor(TEST_NOW / DAY) * DAY;
    const figures = await owner.get('figures', { from: day - DAY, to: day + 2 * DAY });
    const revenue = figures.body.data.revenue as { method: string; amount: number }[];
    expect(revenue.find((r) => r.method === 'LinePayOffline')?.amount).toBeGreaterThanOrEqual(2000);
  });

  it('issues a voucher and sells a ticket the customer then holds; the voucher counts in its total', async () => {
    const bo = await signedInCustomer(db(), storeId, TEST_NOW);
    const issued = await staff('POST', `customers/${bo.customer.id}/vouchers`, { voucherId: 'new-friend-100' });
    expect(issued.code, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.data).toMatchObject({ voucherId: 'new-friend-100', usesLeft: 1 });
    const sold = await staff('POST', `customers/${bo.customer.id}/service-tickets`, {
      productId: 'care-treatment',
      name: '結構式護髮 5 次券',
      totalUses: 5,
      price: 6000,
      method: 'CardTerminal',
      deadlineType: 'During',
      endTime: TEST_NOW + 180 * DAY,
    });
    expect(sold.code, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body.data).toMatchObject({
      usesLeft: 5,
      totalUses: 5,
      status: 'Active',
      endTime: TEST_NOW + 180 * DAY,
    });
    const tickets = await call(t.app, 'GET', '/api/customer/customerServiceTickets?code=demo', { headers: bo.headers });
    expect(tickets.body.data.map((x: Json) => x.name)).toEqual(['結構式護髮 5 次券']);
    const vouchers = await call(t.app, 'GET', '/api/bookings/vouchers?code=demo', { headers: bo.headers });
    expect(vouchers.body.data.result.filter((v: Json) => v.customerVoucherId).map((v: Json) => v.voucherId)).toEqual([
      'new-friend-100',
    ]);
    const w = await wallet(bo.customer.id);
    expect(w.issuable.find((v) => v.voucherId === 'new-friend-100')?.left).toBe(499);
    const moves = await db().select().from(walletCounterMoves).where(eq(walletCounterMoves.customerId, bo.customer.id));
    expect(moves.map((m) => m.kind).sort()).toEqual(['TicketSale', 'VoucherIssue']);
    // The money is a row of the payments record, for the ticket, naming the member; the free voucher took none.
    const taken = await db().select().from(payments).where(eq(payments.customerId, bo.customer.id));
    expect(taken.map((p) => [p.orderKind, p.method, p.amount, p.status, p.staffId !== null])).toEqual([
      ['ServiceTicket', 'CardTerminal', 6000, 'Paid', true],
    ]);
  });

  it('refuses bad input field by field (zh-TW) and writes nothing', async () => {
    const cy = await signedInCustomer(db(), storeId, TEST_NOW);
    const fields = async (path: string, body: Json) => {
      const res = await staff('POST', path, body);
      expect(res.body.status, JSON.stringify(res.body)).toBe('VALIDATION_FAILED');
      return res.body.data.fields as Record<string, string>;
    };
    const base = `customers/${cy.customer.id}`;
    expect(await fields(`${base}/value-cards`, { name: ' ', amount: 0, method: 'Bitcoin' })).toEqual({
      name: '請輸入卡片名稱',
      amount: '金額至少 $1',
      method: '請選擇收款方式',
    });
    expect(
      await fields(`${base}/value-cards`, { name: '卡', amount: 100, method: 'Cash', expireTime: TEST_NOW - 1 }),
    ).toEqual({ expireTime: '到期日須晚於現在' });
    const ticket = { productId: 'care-treatment', name: '券', totalUses: 5, price: 100, method: 'Cash' };
    expect(await fields(`${base}/service-tickets`, { ...ticket, totalUses: 0, deadlineType: 'Sometime' })).toEqual({
      totalUses: '至少 1 次',
      deadlineType: '請選擇期限',
    });
    expect(await fields(`${base}/service-tickets`, { ...ticket, deadlineType: 'During' })).toEqual({
      endTime: '請選擇到期日',
    });
    expect(
      await fields(`${base}/service-tickets`, { ...ticket, productId: 'nothing', deadlineType: 'Unlimited' }),
    ).toEqual({ productId: '找不到這項服務' });
    expect(await fields(`${base}/vouchers`, { voucherId: 'nothing' })).toEqual({ voucherId: '找不到這張優惠券' });
    const card = staffValueCard.parse((await sell(cy.customer.id, 500)).body.data);
    expect(await fields(`value-cards/${card.id}/adjust`, { amount: 0, reason: '' })).toEqual({
      amount: '調整金額不能為 0',
      reason: '請輸入調整原因',
    });
    expect(await fields(`value-cards/${card.id}/top-up`, { amount: 1.5, method: 'Cash' })).toEqual({
      amount: '金額須為整數',
    });
    const unknown = await staff('POST', 'value-cards/00000000-0000-4000-8000-000000000000/top-up', {
      amount: 100,
      method: 'Cash',
    });
    expect([unknown.code, unknown.body.status, unknown.body.message]).toEqual([
      404,
      'VALUE_CARD_NOT_FOUND',
      '找不到這張儲值卡',
    ]);
    const w = await wallet(cy.customer.id);
    expect([w.valueCards.length, w.tickets.length, w.vouchers.length]).toEqual([1, 0, 0]);
    expect(await cardBalance(db(), card.id)).toEqual({ balance: 500, ledgerSum: 500, ledgerRows: 1 });
  });

  it('a double click makes one move: the same key answers the first, at once or later; another request under it is DUPLICATED_KEY', async () => {
    const di = await signedInCustomer(db(), storeId, TEST_NOW);
    const body = { name: '青禾儲值卡', amount: 1000, method: 'Cash' };
    const path = `customers/${di.customer.id}/value-cards`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => staff('POST', path, body, owner, 'sale-1')));
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const cards = await db().select().from(valueCards).where(eq(valueCards.customerId, di.customer.id));
    expect(cards).toHaveLength(1);
    const cardId = cards[0]!.id;
    const topUps = await Promise.all(
      Array.from({ length: 4 }, () =>
        staff('POST', `value-cards/${cardId}/top-up`, { amount: 300, method: 'Cash' }, owner, 'topup-1'),
      ),
    );
    expect(topUps.map((a) => a.body.data?.balance)).toEqual([1300, 1300, 1300, 1300]);
    expect(await cardBalance(db(), cardId)).toEqual({ balance: 1300, ledgerSum: 1300, ledgerRows: 2 });
    const other = await staff(
      'POST',
      `value-cards/${cardId}/top-up`,
      { amount: 999, method: 'Cash' },
      owner,
      'topup-1',
    );
    expect([other.code, other.body.status]).toEqual([409, 'DUPLICATED_KEY']);
  });

  it('a frozen or deactivated card is refused at the customer checkout with the existing codes', async () => {
    const ed = await signedInCustomer(db(), storeId, TEST_NOW);
    const card = staffValueCard.parse((await sell(ed.customer.id, 2000)).body.data);
    const pay = () =>
      call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
        payload: orderBody([{ productId: 'wide-comb', quantity: 1 }], {
          customerValueCardId: card.id,
          paymentMethod: 'ValueCard',
        }),
        headers: ed.headers,
      });
    await staff('POST', `value-cards/${card.id}/state`, { action: 'Freeze' });
    expect((await pay()).body.status).toBe('CUSTOMER_VALUE_CARD_FREEZE');
    await staff('POST', `value-cards/${card.id}/state`, { action: 'Unfreeze' });
    expect((await pay()).code).toBe(200);
    await staff('POST', `value-cards/${card.id}/state`, { action: 'Deactivate' });
    expect((await pay()).body.status).toBe('THE_CARD_HAS_BEEN_DEACTIVATED');
    expect(await cardBalance(db(), card.id)).toEqual({ balance: 1720, ledgerSum: 1720, ledgerRows: 2 });
  });

  it('50 top-ups and spends at once on one card: the ledger sums to the balance', async () => {
    const fay = await signedInCustomer(db(), storeId, TEST_NOW);
    const card = staffValueCard.parse((await sell(fay.customer.id, 1400)).body.data);
    const spend = () =>
      call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
        payload: orderBody([{ productId: 'wide-comb', quantity: 1 }], {
          customerValueCardId: card.id,
          paymentMethod: 'ValueCard',
        }),
        headers: fay.headers,
      });
    const topUp = () => staff('POST', `value-cards/${card.id}/top-up`, { amount: 100, method: 'Cash' }, manager);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? topUp() : spend())));
    const ms = performance.now() - started;
    const topUps = results.filter((_, i) => i % 2 === 0);
    const spends = results.filter((_, i) => i % 2 === 1);
    expect(topUps.map((r) => r.code)).toEqual(Array(25).fill(200));
    for (const r of spends.filter((x) => x.code !== 200))
      expect(r.body.status).toBe('CUSTOMER_VALUE_CARD_INSUFFICIENT_BALANCE');
    const paid = spends.filter((r) => r.code === 200).length;
    const expected = 1400 + 25 * 100 - paid * 280;
    expect(await cardBalance(db(), card.id)).toEqual({
      balance: expected,
      ledgerSum: expected,
      ledgerRows: 1 + 25 + paid,
    });
    expect(paid).toBeGreaterThanOrEqual(5);
    console.info(
      `[${kind}] 25 top-ups and 25 card payments at once: ${paid} paid, balance ${expected} = ledger, ${Math.round(ms)} ms`,
    );
  });

  it('each operation answers each caller as the role table says', async () => {
    const gi = await signedInCustomer(db(), storeId, TEST_NOW);
    const otherId = (await seedDemoCopy(db(), 'other')).storeId;
    const otherStaff = (await signedInStaff(t, otherId, 'owner', { code: 'other' })).headers;
    const designer = (await signedInStaff(t, storeId, 'designer', { providerId: 'amber' })).headers;
    const card = staffValueCard.parse((await sell(gi.customer.id, 5000)).body.data);
    const c = `customers/${gi.customer.id}`;
    const ops: [string, 'GET' | 'POST', string, Json | undefined][] = [
      ['staffCustomerWallet', 'GET', `${c}/wallet`, undefined],
      ['staffSellValueCard', 'POST', `${c}/value-cards`, { name: '卡', amount: 100, method: 'Cash' }],
      ['staffTopUpValueCard', 'POST', `value-cards/${card.id}/top-up`, { amount: 100, method: 'Cash' }],
      ['staffAdjustValueCard', 'POST', `value-cards/${card.id}/adjust`, { amount: -10, reason: '更正' }],
      ['staffValueCardState', 'POST', `value-cards/${card.id}/state`, { action: 'Freeze' }],
      ['staffIssueVoucher', 'POST', `${c}/vouchers`, { voucherId: 'color-90' }],
      [
        'staffSellTicket',
        'POST',
        `${c}/service-tickets`,
        { productId: 'cut-wash', name: '剪髮券', totalUses: 3, price: 2000, method: 'Cash', deadlineType: 'Unlimited' },
      ],
    ];
    const { cookie } = owner.headers as { cookie: string };
    const callers: [string, Record<string, string>][] = [
      ['designer', designer],
      ["another store's owner", otherStaff],
      ['customer token', gi.headers],
      ['no session', {}],
      ['no CSRF header', { cookie }],
      ['manager', manager.headers],
      ['owner', owner.headers],
    ];
    const table: string[] = [];
    for (const [id, method, path, body] of ops) {
      for (const [who, headers] of callers) {
        const res = await staff(method, path, body, staffClient(t, headers));
        table.push(`${id} ${who}: ${res.code} ${res.code === 200 ? 'OK' : res.body.status}`);
        if (id === 'staffValueCardState' && res.code === 200)
          await staff('POST', `value-cards/${card.id}/state`, { action: 'Unfreeze' });
      }
    }
    const expected = ops.flatMap(([id, method]) => [
      `${id} designer: 403 FORBIDDEN`,
      `${id} another store's owner: 401 UNAUTHORIZED`,
      `${id} customer token: 401 UNAUTHORIZED`,
      `${id} no session: 401 UNAUTHORIZED`,
      `${id} no CSRF header: ${method === 'GET' ? '200 OK' : '403 CSRF_FAILED'}`,
      `${id} manager: 200 OK`,
      `${id} owner: 200 OK`,
    ]);
    expect(table).toEqual(expected);
    // What the refused calls tried left no trace: 2 sales, 2 top-ups, 2 adjustments, 2 freezes (+2 unfreezes), 2 vouchers, 2 tickets.
    const moves = await db().select().from(walletCounterMoves).where(eq(walletCounterMoves.customerId, gi.customer.id));
    expect(moves).toHaveLength(1 + 2 * 6 + 2);
    expect(await db().select().from(serviceTickets).where(eq(serviceTickets.customerId, gi.customer.id))).toHaveLength(
      2,
    );
  });
});
