import { readFile } from 'node:fs/promises';
import { monthName, monthOf } from '@salon/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { settleTransitions } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { registerCustomer } from './fixtures';
import { useServerClock } from './server-clock';
import {
  AMBER,
  bookFirstFree,
  expectAccessible,
  OWNER,
  ownerCall,
  signIn,
  staffedStore,
  staffPage,
} from './staff-support';

/**
 * Designers' 業績 and pay (issue 40) in Chromium against the real API: Amber's $1,200 cut is paid
 * at the counter; the owner sets a 指定 rate and a bracket, reads the month, downloads the payroll
 * CSV (its totals are the screen's) and closes the month; Amber reads only her own figures on her
 * phone at 390×844; both languages, axe clean.
 */
const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();
const clock = useServerClock(baseUrl);
const ZONE = 'Asia/Taipei';
const PHONE = { width: 390, height: 844 } as const;

let code: string;
beforeAll(async () => {
  code = (await staffedStore(baseUrl, '業績測試店')).code;
});

/** Amber's cut (her price $1,200), booked online and paid in cash at the counter after the visit; when it was paid. */
async function paidCut(): Promise<number> {
  const login = await registerCustomer(baseUrl, { store: code });
  const { bookingId, startTime } = await bookFirstFree(baseUrl, {
    token: login.token,
    events: [{ productId: 'cut-wash', userId: 'amber' }],
    daysAhead: 1,
    store: code,
  });
  await clock.moveTo(startTime + 600);
  await ownerCall(baseUrl, 'POST', '/bookings/status', { bookingId, action: 'arrive' }, code);
  await ownerCall(baseUrl, 'POST', '/bookings/checkout', { bookingId, method: 'Cash' }, code);
  return startTime + 600;
}

/** Opens the month of `at` on the performance page (signed in already). */
async function openMonth(page: Page, at: number) {
  await page.goto(`${baseUrl}/${code}/staff/performance`);
  await page.locator('#performance-month').fill(monthName(at, ZONE));
}

describe("designers' 業績 and pay", () => {
  it('the owner sets a 指定 rate and a bracket, reads the month, downloads the CSV and closes the month', async () => {
    const paidAt = await paidCut();
    // After the month of the payment: it has ended and may be closed (signed in after the clock moved).
    const after = monthOf(paidAt, ZONE).to + 3600;
    await clock.moveTo(after);
    const owner = await staffPage(run.browser, run.contexts);
    await owner.clock.install({ time: after * 1000 });
    await signIn(owner, baseUrl, OWNER, code);
    await owner.getByTestId('nav-more').locator('summary').click();
    await owner.getByTestId('nav-more').getByRole('link', { name: '業績與抽成', exact: true }).click();
    await owner.getByRole('heading', { name: '業績與抽成' }).waitFor();
    await owner.getByText('尚未設定抽成規則：目前沒有人有抽成。').waitFor();
    await owner.locator('#performance-month').fill(monthName(paidAt, ZONE));

    // 指定 40%, and +5 points once the month's service 業績 reaches $1,000 (whole amount).
    await owner.getByLabel('生效日').fill(monthName(paidAt, ZONE).concat('-01'));
    await owner.getByLabel('指定抽成 %', { exact: true }).fill('40');
    await owner.getByLabel('不指定抽成 %', { exact: true }).fill('30');
    await owner.getByRole('button', { name: '新增級距' }).click();
    await owner.getByLabel('業績起點（元）').fill('1000');
    await owner.getByLabel('加成 %').fill('5');
    await owner.getByRole('button', { name: '儲存抽成規則' }).click();
    await owner.getByText('已儲存').waitFor();
    await owner.getByTestId('rules-in-force').getByText('$1,000 起 +5%').waitFor();

    const table = owner.getByTestId('payroll-table');
    const amber = table.getByRole('row', { name: /Amber/ });
    // $1,200 of 指定 service 業績 at 40% + 5 = $540.
    await expect
      .poll(() => amber.getByRole('cell').allTextContents())
      .toEqual(['$1,200', '$0', '$1,200', '$0', '$0', '$0', '$0', '$540']);
    await owner.getByText('Amber 店長 的明細').click();
    await owner.getByRole('cell', { name: /洗剪吹/ }).waitFor();
    await settleTransitions(owner);
    await owner.screenshot({ path: '.tmp/performance-owner-zh.png', fullPage: true });
    await expectAccessible(owner, 'owner month zh');

    // The payroll CSV: its totals row is the screen's totals row.
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: '下載薪資 CSV' }).click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('設計師,指定業績,不指定業績,服務業績,零售業績,儲值銷售,材料成本,助理分成,抽成');
    const screenTotals = (await owner.getByTestId('payroll-totals').getByRole('cell').allTextContents()).map((c) =>
      Number(c.replace(/[$,]/g, '')),
    );
    expect(csv.at(-1)!.split(',').slice(1).map(Number)).toEqual(screenTotals);
    expect(csv).toContain('Amber 店長,1200,0,1200,0,0,0,0,540');

    // Close the month: asked first, then locked.
    await owner.getByRole('button', { name: '結算關帳' }).click();
    const dialog = owner.getByTestId('close-month-dialog');
    await dialog.getByRole('button', { name: '結算關帳' }).click();
    await owner.getByText(/這個月已於 .* 結算關帳。/).waitFor();
    expect(await owner.getByRole('button', { name: '結算關帳' }).count()).toBe(0);
    // A rule set reaching into the closed month is refused, in words.
    await owner.getByLabel('生效日').fill(monthName(paidAt, ZONE).concat('-15'));
    await owner.getByRole('button', { name: '儲存抽成規則' }).click();
    await owner.getByText('這個月份已結算關帳，不能再變更').waitFor();
  });

  it('in English the month reads the same, axe clean', async () => {
    const owner = await staffPage(run.browser, run.contexts, undefined, { lang: 'en' });
    await signIn(owner, baseUrl, OWNER, code);
    await owner.goto(`${baseUrl}/${code}/staff/performance`);
    await owner.getByRole('heading', { name: 'Performance and pay' }).waitFor();
    await owner.getByRole('button', { name: 'Download payroll CSV' }).waitFor();
    await owner.getByText('Commission rules of this month (in force at its end)').waitFor();
    await owner.screenshot({ path: '.tmp/performance-owner-en.png', fullPage: true });
    await expectAccessible(owner, 'owner month en');
  });

  for (const lang of ['zh-TW', 'en'] as const) {
    it(`Amber sees her own figures, and nobody else's, on her phone at 390×844 (${lang})`, async () => {
      const paidAt = await paidCut();
      await clock.moveTo(paidAt + 3600);
      const phone = await staffPage(run.browser, run.contexts, PHONE, { lang });
      await signIn(phone, baseUrl, AMBER, code);
      await openMonth(phone, paidAt);
      await phone.getByTestId('figures-amber').waitFor();
      await expect.poll(() => phone.getByTestId('my-service').textContent()).not.toBe('$0');
      expect(await phone.getByTestId('payroll-table').count()).toBe(0);
      expect(await phone.getByText(/Kevin|Mia|Leo|Yuna/).count()).toBe(0);
      expect(
        await phone.getByRole('button', { name: lang === 'en' ? 'Download payroll CSV' : '下載薪資 CSV' }).count(),
      ).toBe(0);
      await phone.getByText(lang === 'en' ? 'My lines' : '我的明細').waitFor();
      await phone
        .getByRole('cell', { name: /洗剪吹/ })
        .first()
        .waitFor();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await settleTransitions(phone);
      await phone.screenshot({ path: `.tmp/performance-amber-${lang}.png`, fullPage: true });
      await expectAccessible(phone, `amber phone ${lang}`);
    });
  }
});
