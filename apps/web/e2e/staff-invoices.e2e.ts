import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { check } from './axe-check';
import { useBrowserPerFile } from './browser-per-file';
import { bookOnDay, DESK, firstFreeStart, ownerPage, TABLET, taipeiDay, taipeiMidnight } from './staff-support';

/**
 * E-invoices at the counter (issue 41): the demo store issues through the sandbox. The owner checks
 * out an arrived booking with the customer's mobile barcode — a barcode of the wrong shape is refused
 * under its field before any money is taken — then finds the invoice on the day's list with its
 * number and carrier, and reprints the proof (5.7 cm) with its barcode data. 1280 zh-TW and 1024
 * touch English; axe clean on the counter and the list.
 */
const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();

const TEXTS = {
  'zh-TW': {
    arrive: '已報到',
    checkout: '前往結帳',
    mobile: '手機條碼',
    barcodeField: /^手機條碼/,
    wrong: '載具號碼格式不正確',
    complete: /完成結帳/,
    issued: '已開立',
    reprint: '重印證明聯',
    invoicesLink: '電子發票',
  },
  en: {
    arrive: 'Arrived',
    checkout: 'Checkout',
    mobile: 'Mobile barcode',
    barcodeField: /^Mobile barcode/,
    wrong: 'Check this field',
    complete: /Complete checkout/,
    issued: 'Issued',
    reprint: 'Reprint proof',
    invoicesLink: 'E-invoices',
  },
} as const;

// Barcodes of this run only: the day's list also holds the invoices other journeys issued at the demo store.
const runBarcode = (prefix: string) => `/${prefix}${Date.now().toString(36).toUpperCase().slice(-5)}`;
const journeys = [
  { size: DESK, lang: 'zh-TW', touch: false, daysAhead: 22, barcode: runBarcode('A+') },
  { size: TABLET, lang: 'en', touch: true, daysAhead: 23, barcode: runBarcode('X-') },
] as const;

describe('e-invoices at the counter', () => {
  for (const { size, lang, touch, daysAhead, barcode: code } of journeys) {
    it(`issues the invoice to the customer's mobile barcode and reprints its proof (${size.width}×${size.height}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const day = taipeiDay(await firstFreeStart(baseUrl, { productId: 'cut-wash', designer: 'amber', daysAhead }));
      const booked = await bookOnDay(baseUrl, {
        productId: 'cut-wash',
        designer: 'amber',
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
      await desk.getByTestId('counter-due').waitFor();

      await tap(desk.getByRole('button', { name: text.mobile, exact: true }));
      const barcode = desk.getByRole('textbox', { name: text.barcodeField });
      await barcode.fill('/ABC+12');
      await tap(desk.getByRole('button', { name: text.complete }));
      const refused = desk.locator('#counter-invoice-mobile-error');
      await refused.waitFor();
      expect(await refused.textContent()).toContain(text.wrong);
      expect(await desk.getByTestId('receipt').count()).toBe(0);
      const report = await check(desk, `counter invoice ${size.width} ${lang}`);
      expect(report.violations, JSON.stringify(report.violations)).toEqual([]);
      expect(report.small, report.small.join('\n')).toEqual([]);

      await barcode.fill(code.toLowerCase());
      await tap(desk.getByRole('button', { name: text.complete }));
      await desk.getByTestId('receipt').waitFor();

      await desk.goto(`${baseUrl}/demo/staff/invoices`);
      const row = desk.getByTestId('invoice-row').filter({ hasText: code });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(text.issued);
      const number = (await row.locator('td').first().textContent()) ?? '';
      expect(number).toMatch(/^[A-Z]{2}\d{8}$/);
      const listReport = await check(desk, `invoices ${size.width} ${lang}`);
      expect(listReport.violations, JSON.stringify(listReport.violations)).toEqual([]);
      expect(listReport.small, listReport.small.join('\n')).toEqual([]);

      await tap(row.getByRole('button', { name: text.reprint }));
      const proof = desk.getByTestId('invoice-proof');
      await proof.waitFor();
      expect(await proof.textContent()).toContain('電子發票證明聯');
      expect(await proof.textContent()).toContain(`${number.slice(0, 2)}-${number.slice(2)}`);
      expect(await desk.getByTestId('proof-barcode').textContent()).toMatch(new RegExp(`^\\d{5}${number}\\d{4}$`));
      expect(await proof.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(215); // 57 mm at 96 dpi
    });
  }
});
