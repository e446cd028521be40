import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { check } from './axe-check';
import { useBrowserPerFile } from './browser-per-file';
import { bookOnDay, DESK, firstFreeStart, ownerPage, TABLET, taipeiDay, taipeiMidnight } from './staff-support';

/**
 * The counter at the desk (issue 38): an arrived booking's $1,500 paid by two methods (cash for the
 * rest, $500 on the card terminal), the cash handed over and the change to give back, on the screen
 * and on the receipt; the receipt reprinted later from the booking. At 1280×800 (mouse) and on a
 * 1024×768 touch tablet, in zh-TW and English; the counter has no serious or critical axe finding.
 */
const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();

const TEXTS = {
  'zh-TW': {
    arrive: '已報到',
    checkout: '前往結帳',
    split: '分兩種方式付款',
    card: '刷卡機',
    secondAmount: /刷卡機支付金額/,
    tendered: /顧客付現/,
    second: '第二種付款方式',
    complete: /完成結帳/,
    reprint: '重印收據',
    cash: '現金',
  },
  en: {
    arrive: 'Arrived',
    checkout: 'Checkout',
    split: 'Split between two methods',
    card: 'Card terminal',
    secondAmount: /Amount paid by Card terminal/,
    tendered: /Cash handed over/,
    second: 'Second method',
    complete: /Complete checkout/,
    reprint: 'Reprint receipt',
    cash: 'Cash',
  },
} as const;

const journeys = [
  { size: DESK, lang: 'zh-TW', touch: false, daysAhead: 15 },
  { size: TABLET, lang: 'zh-TW', touch: true, daysAhead: 16 },
  { size: DESK, lang: 'en', touch: false, daysAhead: 17 },
  { size: TABLET, lang: 'en', touch: true, daysAhead: 18 },
] as const;

describe('the counter: change due and two methods on one bill', () => {
  for (const { size, lang, touch, daysAhead } of journeys) {
    it(`takes $1,000 in cash from $2,000 handed over and $500 by card terminal (${size.width}×${size.height}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const day = taipeiDay(await firstFreeStart(baseUrl, { productId: 'care-treatment', designer: 'leo', daysAhead }));
      const booked = await bookOnDay(baseUrl, {
        productId: 'care-treatment',
        designer: 'leo',
        dayStart: taipeiMidnight(day),
      });
      const desk = await ownerPage(run.browser, run.contexts, baseUrl, { size, lang });
      const tap = (target: ReturnType<Page['locator']>) => (touch ? target.tap() : target.click());

      await desk.goto(`${baseUrl}/demo/staff?date=${day}`);
      await tap(desk.getByTestId(`booking-${booked.bookingId}`));
      const panel = desk.getByTestId('booking-panel');
      await tap(panel.getByRole('button', { name: text.arrive, exact: true }));
      await tap(panel.getByRole('button', { name: text.checkout, exact: true }));
      await desk.waitForURL(`**/demo/staff/counter/${booked.bookingId}`);
      await expect.poll(() => desk.getByTestId('counter-due').textContent()).toBe('$1,500');

      await tap(desk.getByRole('button', { name: text.split }));
      await tap(desk.getByRole('group', { name: text.second }).getByRole('button', { name: text.card }));
      await desk.getByLabel(text.secondAmount).fill('500');
      await expect
        .poll(() => desk.getByTestId('counter-splits').textContent())
        .toBe(`${text.cash} $1,000 ＋ ${text.card} $500`);
      await desk.getByLabel(text.tendered).fill('2000');
      await expect.poll(() => desk.getByTestId('counter-change').textContent()).toBe('$1,000');
      const report = await check(desk, `counter ${size.width} ${lang}`);
      expect(report.violations, JSON.stringify(report.violations)).toEqual([]);
      expect(report.small, report.small.join('\n')).toEqual([]);

      await tap(desk.getByRole('button', { name: text.complete }));
      const receipt = desk.getByTestId('receipt');
      await receipt.waitFor();
      expect(await receipt.getByTestId('receipt-taken').textContent()).toBe('$1,500');
      expect(await receipt.getByTestId('receipt-change').textContent()).toBe('$1,000');
      const receiptText = await receipt.textContent();
      expect(receiptText).toContain('$2,000');
      expect(receiptText).toContain(text.card);

      // Later, the receipt is reprinted from the booking on the day view.
      await desk.goto(`${baseUrl}/demo/staff?date=${day}`);
      const paid = desk.getByTestId(`booking-${booked.bookingId}`);
      await expect.poll(() => paid.getAttribute('data-status')).toBe('Paid');
      await tap(paid);
      await tap(desk.getByTestId('booking-panel').getByRole('button', { name: text.reprint }));
      await desk.waitForURL(`**/demo/staff/counter/${booked.bookingId}`);
      await expect.poll(() => desk.getByTestId('receipt-change').textContent()).toBe('$1,000');
    });
  }
});
