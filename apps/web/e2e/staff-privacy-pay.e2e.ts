import { monthName } from '@salon/domain';
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
  taipeiDay,
} from './staff-support';

/**
 * Issue 40, the rest: the owner's rate per service category and material cost per service in the
 * commission form (1280, zh-TW and English), and a designer's masked customer phones on her phone
 * (390×844): 0912-***-678 before the day of the visit, in full on it, in full when the owner turns
 * masking off. Axe clean.
 */
const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();
const clock = useServerClock(baseUrl);
const ZONE = 'Asia/Taipei';
const PHONE = { width: 390, height: 844 } as const;

let code: string;
beforeAll(async () => {
  code = (await staffedStore(baseUrl, '隱私與抽成測試店')).code;
});

/** A customer with this phone books Amber's cut online, the first free start a day or more ahead. */
async function visitWithAmber(phone: string) {
  const login = await registerCustomer(baseUrl, { store: code, phone });
  return bookFirstFree(baseUrl, {
    token: login.token,
    events: [{ productId: 'cut-wash', userId: 'amber' }],
    daysAhead: 1,
    store: code,
  });
}

/** Amber's panel of the booking on her phone's day list: the phone line's text and whether it is a tel: link. */
async function phoneInPanel(page: Page, booking: { bookingId: string; startTime: number }) {
  await page.goto(`${baseUrl}/${code}/staff?date=${taipeiDay(booking.startTime)}`);
  await page.getByTestId(`day-item-${booking.bookingId}`).tap();
  const line = page.getByTestId('booking-panel').getByTestId('panel-phone');
  await line.waitFor();
  return { text: (await line.textContent()) ?? '', links: await line.locator('a[href^="tel:"]').count() };
}

describe("designers' masked phones and the owner's category rates", () => {
  for (const [lang, phone, masked, shown] of [
    ['zh-TW', '+886912345678', '0912-***-678', '0912-345-678'],
    ['en', '+886922333444', '0922-***-444', '0922-333-444'],
  ] as const) {
    it(`Amber reads a customer's number masked before the visit day and in full on it, at 390×844 (${lang})`, async () => {
      const booking = await visitWithAmber(phone);
      const amber = await staffPage(run.browser, run.contexts, PHONE, { lang });
      await signIn(amber, baseUrl, AMBER, code);
      const before = await phoneInPanel(amber, booking);
      expect(before.text).toContain(masked);
      expect(before.text).not.toContain(shown);
      expect(before.links).toBe(0);
      await amber.getByText(lang === 'en' ? 'Shown in full on the day of the visit' : '到店當天顯示完整號碼').waitFor();
      expect(await amber.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await settleTransitions(amber);
      await amber.screenshot({ path: `.tmp/privacy-amber-masked-${lang}.png`, fullPage: true });
      await expectAccessible(amber, `amber masked phone ${lang}`);

      if (lang === 'zh-TW') {
        // The owner turns masking off in the settings: Amber reads the full number; on again: masked.
        const owner = await staffPage(run.browser, run.contexts, undefined, { lang });
        await signIn(owner, baseUrl, OWNER, code);
        await owner.goto(`${baseUrl}/${code}/staff/settings`);
        const toggle = owner.getByLabel('設計師看到的顧客電話加上遮罩');
        expect(await toggle.isChecked()).toBe(true);
        await toggle.uncheck();
        await owner.getByRole('button', { name: '儲存 1 項變更' }).click();
        await owner.getByText('已儲存').waitFor();
        await expectAccessible(owner, 'settings privacy zh');
        const off = await phoneInPanel(amber, booking);
        expect(off.text).toContain(shown);
        expect(off.links).toBe(1);
        await ownerCall(baseUrl, 'PUT', '/settings', { maskPhonesForDesigners: true }, code);
        expect((await phoneInPanel(amber, booking)).text).toContain(masked);
      }

      // The day of the visit (the store's zone): in full, a link to call.
      await clock.moveTo(booking.startTime - 1800);
      const on = await phoneInPanel(amber, booking);
      expect(on.text).toContain(shown);
      expect(on.links).toBe(1);
    });
  }

  it('the owner sets a rate for the 剪髮 category and a material cost for 洗剪吹; the month pays by them (zh-TW, then English)', async () => {
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
    const paidAt = startTime + 600;

    const owner = await staffPage(run.browser, run.contexts);
    await owner.clock.install({ time: paidAt * 1000 });
    await signIn(owner, baseUrl, OWNER, code);
    await owner.goto(`${baseUrl}/${code}/staff/performance`);
    await owner.locator('#performance-month').fill(monthName(paidAt, ZONE));
    await owner.getByLabel('生效日').fill(monthName(paidAt, ZONE).concat('-01'));
    await owner.getByLabel('指定抽成 %', { exact: true }).fill('40');
    await owner.getByLabel('剪髮：指定 %').fill('50');
    await owner.getByLabel('剪髮：不指定 %').fill('45');
    await owner.getByLabel('洗剪吹：材料成本').selectOption('fixed');
    await owner.getByLabel('洗剪吹：金額或 %').fill('100');
    await owner.getByRole('button', { name: '儲存抽成規則' }).click();
    await owner.getByText('已儲存').waitFor();
    // $1,200 of 指定 cut: $100 of material first, then the 剪髮 category's 50% of $1,100 = $550.
    const amber = owner.getByTestId('payroll-table').getByRole('row', { name: /Amber/ });
    await expect
      .poll(() => amber.getByRole('cell').allTextContents())
      .toEqual(['$1,200', '$0', '$1,200', '$0', '$0', '$100', '$0', '$550']);
    const inForce = owner.getByTestId('rules-in-force');
    await inForce.getByText('剪髮：指定／不指定').waitFor();
    await inForce.getByText('50% / 45%').waitFor();
    await inForce.getByText('洗剪吹：材料成本').waitFor();
    await settleTransitions(owner);
    await owner.screenshot({ path: '.tmp/privacy-owner-rules-zh.png', fullPage: true });
    await expectAccessible(owner, 'owner category rates zh');

    // In English: the form starts from the saved set, and names the category and service in English.
    const en = await staffPage(run.browser, run.contexts, undefined, { lang: 'en' });
    await en.clock.install({ time: paidAt * 1000 });
    await signIn(en, baseUrl, OWNER, code);
    await en.goto(`${baseUrl}/${code}/staff/performance`);
    await en.locator('#performance-month').fill(monthName(paidAt, ZONE));
    const rate = en.getByLabel('Cuts: requested %');
    await rate.waitFor();
    expect(await rate.inputValue()).toBe('50');
    expect(await en.getByLabel('Wash, cut and blow-dry: material cost').inputValue()).toBe('fixed');
    expect(await en.getByLabel('Wash, cut and blow-dry: amount or %').inputValue()).toBe('100');
    await en.getByText('Rates by service category').waitFor();
    await settleTransitions(en);
    await en.screenshot({ path: '.tmp/privacy-owner-rules-en.png', fullPage: true });
    await expectAccessible(en, 'owner category rates en');
  });
});
