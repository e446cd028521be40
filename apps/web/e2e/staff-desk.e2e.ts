import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { check } from './axe-check';
import { openPage } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { apiCall, registerCustomer, storeLogin } from './fixtures';
import {
  bookOnDay,
  DESK,
  firstFreeStart,
  ownerCall,
  ownerPage,
  staffedStore,
  TABLET,
  taipeiDay,
  taipeiMidnight,
} from './staff-support';

/**
 * The desk in Chromium against the real API: the counter checkout of an arrived booking with a
 * value card and cash, a block of time that customers can no longer book, a walk-in without a
 * phone, and a booking moved by editing it.
 */
const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();

async function freeDay(daysAhead: number, designer = 'leo') {
  const day = taipeiDay(await firstFreeStart(baseUrl, { productId: 'care-treatment', designer, daysAhead }));
  return { day, dayStart: taipeiMidnight(day) };
}

describe('the counter', () => {
  it('checks out an arrived booking with retail, a value card and cash: Paid (已結帳) with nothing due, the card debited', async () => {
    const { day, dayStart } = await freeDay(12, 'mia');
    const booked = await bookOnDay(baseUrl, { productId: 'care-treatment', designer: 'mia', dayStart });
    const token = booked.login.token;
    await apiCall(baseUrl, 'POST', '/test/wallet', { token });
    const cards = await apiCall<{ id: string; balance: number }[]>(baseUrl, 'GET', '/customer/customerValueCards', {
      token,
    });
    const before = cards[0]!.balance;

    const desk = await ownerPage(run.browser, run.contexts, baseUrl, { size: TABLET });
    await desk.goto(`${baseUrl}/demo/staff?date=${day}`);
    await desk.getByTestId(`booking-${booked.bookingId}`).tap();
    const panel = desk.getByTestId('booking-panel');
    // A check-in tapped by mistake is taken back, then made again.
    await panel.getByRole('button', { name: '已報到' }).tap();
    await panel.getByRole('button', { name: '取消報到' }).tap();
    await expect.poll(() => panel.getByTestId('panel-status').textContent()).toBe('已確認');
    await panel.getByRole('button', { name: '已報到' }).tap();
    await expect.poll(() => panel.getByTestId('panel-status').textContent()).toBe('已報到');
    // One assistant picker: it and the messages once shared a key, and React left copies behind.
    expect(await panel.getByTestId('panel-assistant').count()).toBe(1);
    await panel.getByRole('button', { name: '前往結帳' }).tap();
    await desk.waitForURL(`**/demo/staff/counter/${booked.bookingId}`);
    await expect.poll(() => desk.getByTestId('counter-due').textContent()).toBe('$1,500');
    // Two bottles of hair oil ($1,280 each): $4,060 in all.
    await desk.getByRole('button', { name: '增加一件 摩洛哥堅果護髮油 100ml' }).tap();
    await desk.getByRole('button', { name: '增加一件 摩洛哥堅果護髮油 100ml' }).tap();
    await expect.poll(() => desk.getByTestId('counter-due').textContent()).toBe('$4,060');
    const card = desk.getByLabel('儲值卡');
    await card.selectOption({ index: 1 });
    const due = 4060 - Math.min(before, 4060);
    const money = (n: number) => `$${n.toLocaleString('en-US')}`;
    await expect.poll(() => desk.getByTestId('counter-due').textContent()).toBe(money(due));
    await desk.getByRole('button', { name: '現金' }).tap();
    await desk.getByRole('button', { name: /完成結帳/ }).tap();
    const receipt = desk.getByTestId('receipt');
    await receipt.waitFor();
    expect(await receipt.getByTestId('receipt-taken').textContent()).toBe(money(due));
    expect(await receipt.textContent()).toContain('摩洛哥堅果護髮油 100ml × 2');

    const after = await apiCall<{ id: string; balance: number }[]>(baseUrl, 'GET', '/customer/customerValueCards', {
      token,
    });
    expect(after.find((c) => c.id === cards[0]!.id)?.balance).toBe(before - Math.min(before, 4060));
    const { context: phone, page: customer } = await openPage(run.browser);
    run.contexts.push(phone);
    await storeLogin(phone, booked.login);
    await customer.goto(`${baseUrl}/demo/booking/${booked.bookingId}`);
    await expect.poll(() => customer.getByTestId('booking-status').textContent()).toBe('已結帳');
    // And on the day view, the booking is Paid, paid in full.
    await desk.goto(`${baseUrl}/demo/staff?date=${day}`);
    const done = desk.getByTestId(`booking-${booked.bookingId}`);
    await expect.poll(() => done.getAttribute('data-status')).toBe('Paid');
    expect(await done.textContent()).toContain('已付清');
    await done.tap();
    const settled = desk.getByTestId('booking-panel');
    await expect.poll(() => settled.getByTestId('panel-due').textContent()).toBe('$0');
  });
});

describe('blocked time', () => {
  it('is made from an empty half hour, drawn in the column, and hides those starts from customers', async () => {
    const { day, dayStart } = await freeDay(13);
    const events = [{ productId: 'care-treatment', userId: 'leo' }];
    const slotsOf = async () =>
      (
        await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
          body: { startTime: dayStart, endTime: dayStart + 86400, events, customerCount: 1 },
        })
      ).slots;
    const at15 = Date.parse(`${day}T15:00:00+08:00`) / 1000;
    expect(await slotsOf()).toContain(at15);

    const desk = await ownerPage(run.browser, run.contexts, baseUrl);
    await desk.goto(`${baseUrl}/demo/staff?date=${day}`);
    await desk.locator(`[data-slot="leo@${day}T15:00"]`).click();
    await desk.getByRole('button', { name: '保留時段' }).click();
    const form = desk.getByTestId('block-time');
    expect(await form.getByLabel('開始').inputValue()).toBe('15:00');
    await form.getByLabel('結束').fill('16:00');
    await form.getByLabel('原因').fill('教育訓練');
    await form.getByRole('button', { name: '保留這段時間' }).click();
    await form.waitFor({ state: 'detached' });
    const blocked = desk.getByRole('region', { name: 'Leo', exact: true }).locator('[data-testid^="blocked-"]');
    await blocked.waitFor();
    expect(await blocked.textContent()).toContain('教育訓練');
    const slots = await slotsOf();
    expect(slots).not.toContain(at15);
    expect(slots).not.toContain(at15 + 1800);

    // Removed again: the starts come back.
    await blocked.click();
    await desk.getByTestId('remove-block').getByRole('button', { name: '取消保留' }).click();
    await blocked.waitFor({ state: 'detached' });
    expect(await slotsOf()).toContain(at15);

    // From the header's button (no column clicked) the desk chooses whose time it blocks.
    await desk.getByRole('button', { name: '新增預約', exact: true }).click();
    await desk.getByRole('button', { name: '保留時段' }).click();
    const chosen = desk.getByTestId('block-time');
    await chosen.getByLabel('設計師').selectOption('leo');
    await chosen.getByLabel('開始').fill('15:00');
    await chosen.getByLabel('結束').fill('16:00');
    await chosen.getByRole('button', { name: '保留這段時間' }).click();
    await chosen.waitFor({ state: 'detached' });
    await blocked.waitFor();
    expect(await slotsOf()).not.toContain(at15);
    await blocked.click();
    await desk.getByTestId('remove-block').getByRole('button', { name: '取消保留' }).click();
    await blocked.waitFor({ state: 'detached' });
  });
});

describe('the day view desk', () => {
  it('books a walk-in without a phone, and moves a booking to another time and designer', async () => {
    // A store of its own: the demo store's Leo and Mia are booked at any hour by the other files' tests.
    const { code } = await staffedStore(baseUrl, '櫃台測試店');
    const day = taipeiDay(
      await firstFreeStart(baseUrl, { productId: 'care-treatment', designer: 'leo', daysAhead: 14, store: code }),
    );
    const desk = await ownerPage(run.browser, run.contexts, baseUrl, { code });
    await desk.goto(`${baseUrl}/${code}/staff?date=${day}`);
    await desk.locator(`[data-slot="leo@${day}T17:00"]`).click();
    const form = desk.getByTestId('staff-booking');
    await form.getByLabel('現場客（不留電話）').check();
    expect(await form.getByLabel('顧客手機').count()).toBe(0);
    await form.getByLabel('顧客姓名').fill('路過的陳小姐');
    await form.getByLabel('結構式護髮').check();
    await form.getByRole('button', { name: '建立預約' }).click();
    await form.waitFor({ state: 'detached' });
    const block = desk.getByRole('region', { name: 'Leo', exact: true }).getByRole('button', { name: /路過的陳小姐/ });
    await block.waitFor();

    await block.click();
    const panel = desk.getByTestId('booking-panel');
    await panel.getByLabel('開始時間').fill('18:00');
    await panel.getByLabel('設計師').selectOption('mia');
    await panel.getByRole('button', { name: '改到這個時間' }).click();
    await expect.poll(() => panel.textContent()).toContain('18:00–19:00');
    await desk.keyboard.press('Escape');
    const moved = desk.getByRole('region', { name: 'Mia', exact: true }).getByRole('button', { name: /路過的陳小姐/ });
    await moved.waitFor();
    expect(await moved.textContent()).toContain('18:00–19:00');
    expect(
      await desk
        .getByRole('region', { name: 'Leo', exact: true })
        .getByRole('button', { name: /路過的陳小姐/ })
        .count(),
    ).toBe(0);

    // A caller's phone that is already a customer's: the desk is told whose before booking.
    await ownerCall(
      baseUrl,
      'POST',
      '/bookings',
      {
        events: [{ productId: 'care-treatment', userId: 'leo' }],
        startTime: Date.parse(`${day}T12:00:00+08:00`) / 1000,
        customerCount: 1,
        customer: { phone: '0912-555-801', name: '王小姐' },
      },
      code,
    );
    await desk.locator(`[data-slot="leo@${day}T15:00"]`).click();
    await form.getByLabel('顧客手機').fill('0912555801');
    await form.getByLabel('顧客姓名').fill('林小姐');
    const known = form.getByTestId('known-phone');
    await expect.poll(() => known.textContent()).toContain('這支手機已是顧客「王小姐」的');
    await known.getByRole('button', { name: '改為預約給 王小姐' }).click();
    expect(await form.getByTestId('staff-booking-chosen').textContent()).toContain('王小姐');
  });
});

const PICKUP_TEXTS = {
  'zh-TW': {
    nav: '取貨訂單',
    filter: '依狀態篩選',
    due: '取貨時應收',
    dueLine: /取貨時應收 \$[\d,]+/,
    ready: '備貨完成',
    pickUp: '已取貨',
    card: '刷卡機',
    mobile: '手機條碼',
    barcodeField: /^手機條碼/,
    take: /^收取 \$[\d,]+ 並完成取貨$/,
    paid: '已付清',
    close: '取消訂單',
    keep: '保留訂單',
    confirmClose: '確定取消訂單',
    status: { Placed: '已成立', Ready: '可取貨', PickedUp: '已取貨', Closed: '店家已取消' },
  },
  en: {
    nav: 'Pickup orders',
    filter: 'Filter by status',
    due: 'Due at pickup',
    dueLine: /\$[\d,]+ is due at pickup/,
    ready: 'Mark ready',
    pickUp: 'Hand over',
    card: 'Card terminal',
    mobile: 'Mobile barcode',
    barcodeField: /^Mobile barcode/,
    take: /^Take \$[\d,]+ and hand over$/,
    paid: 'Paid',
    close: 'Cancel order',
    keep: 'Keep the order',
    confirmClose: 'Cancel the order',
    status: { Placed: 'Placed', Ready: 'Ready', PickedUp: 'Picked up', Closed: 'Cancelled by the salon' },
  },
} as const;

const PICKUP_JOURNEYS = [
  { size: TABLET, lang: 'zh-TW', touch: true },
  { size: DESK, lang: 'zh-TW', touch: false },
  { size: TABLET, lang: 'en', touch: true },
  { size: DESK, lang: 'en', touch: false },
] as const;

describe('pickup orders', () => {
  for (const { size, lang, touch } of PICKUP_JOURNEYS) {
    it(`are made ready, handed over with the amount due taken by a chosen method; a cancel asks first (${size.width}×${size.height}, ${lang})`, async () => {
      const text = PICKUP_TEXTS[lang];
      const buyer = await registerCustomer(baseUrl);
      const order = (quantity: number) =>
        apiCall<{ pickId: string }>(baseUrl, 'POST', '/bookings/pickupOrders', {
          body: { items: [{ productId: 'shampoo', quantity }], paymentMethod: 'Cash', customerNotes: '' },
          token: buyer.token,
        });
      const first = await order(1);
      const second = await order(1);

      const desk = await ownerPage(run.browser, run.contexts, baseUrl, { size, lang });
      const tap = (target: ReturnType<Page['locator']>) => (touch ? target.tap() : target.click());
      const show = (status: keyof typeof text.status) =>
        tap(
          desk
            .getByRole('group', { name: text.filter })
            .getByRole('button', { name: text.status[status], exact: true }),
        );
      await tap(desk.getByRole('link', { name: text.nav }));
      const card = desk.getByTestId(`pickup-${first.pickId}`);
      expect(await card.textContent()).toContain(text.due);
      await tap(card.getByRole('button', { name: text.ready, exact: true }));
      // It leaves the Placed list; under Ready it can be handed over.
      await card.waitFor({ state: 'detached' });
      await show('Ready');
      await tap(desk.getByTestId(`pickup-${first.pickId}`).getByRole('button', { name: text.pickUp, exact: true }));

      // Handing over asks how the amount due is taken, and takes it.
      const pay = desk.getByTestId('pickup-pay');
      await pay.waitFor();
      expect(await pay.textContent()).toMatch(text.dueLine);
      const report = await check(desk, `pickup payment dialog ${size.width} ${lang}`);
      expect(report.violations, JSON.stringify(report.violations)).toEqual([]);
      await tap(pay.getByRole('button', { name: text.card }));
      // The customer's e-invoice, as at the counter (issue 41): their mobile barcode.
      await tap(pay.getByRole('button', { name: text.mobile, exact: true }));
      await pay.getByRole('textbox', { name: text.barcodeField }).fill('/ABC+123');
      await tap(pay.getByRole('button', { name: text.take }));
      await desk.getByTestId(`pickup-${first.pickId}`).waitFor({ state: 'detached' });
      await show('PickedUp');
      const handedOver = desk.getByTestId(`pickup-${first.pickId}`);
      await handedOver.getByText(text.paid, { exact: true }).waitFor();
      expect(await handedOver.textContent()).not.toContain(text.due);

      // A cancel is not one tap: it says what happens and waits for the second.
      await show('Placed');
      await tap(desk.getByTestId(`pickup-${second.pickId}`).getByRole('button', { name: text.close }));
      const ask = desk.getByTestId('pickup-cancel');
      await ask.waitFor();
      await tap(ask.getByRole('button', { name: text.keep }));
      await ask.waitFor({ state: 'detached' });
      expect(await desk.getByTestId(`pickup-${second.pickId}`).isVisible()).toBe(true);
      await tap(desk.getByTestId(`pickup-${second.pickId}`).getByRole('button', { name: text.close }));
      await tap(desk.getByTestId('pickup-cancel').getByRole('button', { name: text.confirmClose }));
      await desk.getByTestId(`pickup-${second.pickId}`).waitFor({ state: 'detached' });
      await show('Closed');
      await desk.getByTestId(`pickup-${second.pickId}`).waitFor();
    });
  }
});
