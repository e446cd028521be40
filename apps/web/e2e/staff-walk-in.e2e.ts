import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { check } from './axe-check';
import { useBrowserPerFile } from './browser-per-file';
import { useServerClock } from './server-clock';
import {
  DESK,
  OWNER,
  ownerCall,
  signIn,
  staffedStore,
  staffPage,
  TABLET,
  taipeiDay,
  taipeiMidnight,
} from './staff-support';

/**
 * "Walk-in now" at the desk (issue 38): from the day view, a booking at the current minute (off the
 * half-hour grid, inside the online lead time), a service with an option and a men-only service for
 * a walk-in whose gender is asked, booked and seen on the calendar; at 1280×800 (mouse) and on a
 * 1024×768 touch tablet, in zh-TW and English. The form has no serious or critical axe finding.
 * Both clocks (the server's, the page's) are put on a Wednesday at 15:07 in Taipei, when every
 * designer works, so the journey runs the same at any real hour.
 */
const baseUrl = inject('baseUrl');
const clock = useServerClock(baseUrl);
const run = useBrowserPerFile();

const TEXTS = {
  'zh-TW': { newBooking: '新增預約', walkIn: '現場客（不留電話）', name: '顧客姓名', male: '男', submit: '建立預約' },
  en: { newBooking: 'New booking', walkIn: 'Walk-in (no phone)', name: 'Customer name', male: 'Male', submit: 'Book' },
} as const;

/** The next Wednesday, at least two days ahead, at `minute` of the day (15:07 unless said) in Taipei (unix s). */
async function wednesdayAfternoon(minute = 15 * 60 + 7): Promise<number> {
  const now = await clock.now();
  for (let ahead = 2; ; ahead++) {
    const day = taipeiDay(now + ahead * 86400);
    if (new Date(`${day}T12:00:00+08:00`).getUTCDay() === 3) return taipeiMidnight(day) + minute * 60;
  }
}

/** A new store's day view on a Wednesday at 15:07 (or `minute`; both clocks there), its owner signed in. */
async function wednesdayDesk(
  storeName: string,
  size: typeof DESK | typeof TABLET,
  lang: 'zh-TW' | 'en',
  minute?: number,
  before?: (code: string, at: number) => Promise<unknown>,
) {
  const { code } = await staffedStore(baseUrl, storeName);
  const at = await wednesdayAfternoon(minute);
  await clock.moveTo(at);
  await before?.(code, at);
  const page = await staffPage(run.browser, run.contexts, size, { lang });
  await page.clock.install({ time: at * 1000 });
  await signIn(page, baseUrl, OWNER, code);
  await page.goto(`${baseUrl}/${code}/staff?date=${taipeiDay(at)}`);
  await page.getByTestId('day-title').waitFor();
  return { page, at };
}

const journeys = [
  { size: DESK, lang: 'zh-TW', touch: false },
  { size: TABLET, lang: 'zh-TW', touch: true },
  { size: DESK, lang: 'en', touch: false },
  { size: TABLET, lang: 'en', touch: true },
] as const;

describe('walk-in now at the desk', () => {
  for (const { size, lang, touch } of journeys) {
    it(`books a walk-in at the current minute with an option and a gender (${size.width}×${size.height}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { page } = await wednesdayDesk('現場客測試店', size, lang);

      let taps = 0;
      const tap = async (target: ReturnType<Page['locator']>) => {
        taps++;
        await (touch ? target.tap() : target.click());
      };
      await tap(page.getByRole('button', { name: text.newBooking, exact: true }));
      const form = page.getByTestId('staff-booking');
      await form.waitFor();
      // The start is now (15:07), not the next half hour.
      expect(await form.locator('#staff-booking-time').inputValue()).toBe('15:07');
      await tap(form.getByLabel(text.walkIn));
      taps++;
      await form.getByLabel(text.name).fill(lang === 'en' ? 'Mr Walk-in' : '現場王先生');
      // A service with options lists its options; one is ticked.
      const option = form.locator('[data-testid^="service-color-single-"]').first();
      await option.waitFor();
      await tap(option);
      await tap(form.getByTestId('service-cut-men'));
      // The men-only service asks the walk-in's gender.
      await tap(form.getByText(text.male, { exact: true }));
      await page.screenshot({ path: `.tmp/walk-in-form-${size.width}-${lang}.png`, fullPage: false });
      const report = await check(page, `walk-in form ${size.width} ${lang}`);
      expect(report.violations, JSON.stringify(report.violations)).toEqual([]);
      if (report.small.length > 0) console.log(`small targets (${size.width} ${lang}):`, report.small);
      await tap(form.getByRole('button', { name: text.submit, exact: true }));
      await form.waitFor({ state: 'detached' });
      const name = lang === 'en' ? 'Mr Walk-in' : '現場王先生';
      const block = page.getByRole('button', { name: new RegExp(name) }).first();
      await block.waitFor();
      expect(await block.textContent()).toContain('15:07');
      await page.screenshot({ path: `.tmp/walk-in-booked-${size.width}-${lang}.png`, fullPage: false });
      console.log(`walk-in now (${size.width} ${lang}): ${taps} taps/fields from the day view`);
    });
  }

  it('a refused field is brought into view and focused, not left scrolled away (1024×768)', async () => {
    const { page } = await wednesdayDesk('欄位錯誤店', TABLET, 'zh-TW');
    await page.getByRole('button', { name: TEXTS['zh-TW'].newBooking, exact: true }).click();
    const form = page.getByTestId('staff-booking');
    await form.locator('#staff-booking-phone').fill('12345');
    await form.getByLabel(TEXTS['zh-TW'].name).fill('欄位先生');
    await form.getByTestId('service-cut-men').click();
    await form.getByText(TEXTS['zh-TW'].male, { exact: true }).click();
    await form.getByRole('button', { name: TEXTS['zh-TW'].submit, exact: true }).click();
    // The API refuses the phone: its field is focused and on screen.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('staff-booking-phone');
    const phone = form.locator('#staff-booking-phone');
    await expect.poll(async () => (await phone.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    const box = (await phone.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(TABLET.height);
  });

  it('says in English what is wrong with a refused phone, not only "check this field" (1280×800)', async () => {
    const text = TEXTS.en;
    const { page } = await wednesdayDesk('Field error store', DESK, 'en');
    await page.getByRole('button', { name: text.newBooking, exact: true }).click();
    const form = page.getByTestId('staff-booking');
    await form.locator('#staff-booking-phone').fill('0912');
    await form.getByLabel(text.name).fill('Mr Field');
    await form.getByTestId('service-cut-men').click();
    await form.getByText(text.male, { exact: true }).click();
    await form.getByRole('button', { name: text.submit, exact: true }).click();
    await form.getByText('Enter a Taiwanese mobile number, e.g. 0912 345 678').waitFor();
  });

  it('books "now" at the minute of booking, when the clock moved on while the form was filled in', async () => {
    const text = TEXTS['zh-TW'];
    const { page, at } = await wednesdayDesk('現場客晚一步店', DESK, 'zh-TW');
    await page.getByRole('button', { name: text.newBooking, exact: true }).click();
    const form = page.getByTestId('staff-booking');
    expect(await form.locator('#staff-booking-time').inputValue()).toBe('15:07');
    await form.getByLabel(text.walkIn).click();
    await form.getByLabel(text.name).fill('晚一步先生');
    await form.getByTestId('service-cut-men').click();
    await form.getByText(text.male, { exact: true }).click();
    // Two minutes pass at the desk before 建立預約: 15:07 is in the past by then.
    await clock.moveTo(at + 120);
    await page.clock.setFixedTime((at + 120) * 1000);
    await form.getByRole('button', { name: text.submit, exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const block = page.getByRole('button', { name: /晚一步先生/ }).first();
    await block.waitFor();
    expect(await block.textContent()).toContain('15:09');
  });
});

describe('the day at the desk in the evening', () => {
  it('opens scrolled to now, and asks once more before a no-show (1024×768, touch, zh-TW)', async () => {
    let booked = '';
    const { page } = await wednesdayDesk('未到測試店', TABLET, 'zh-TW', 18 * 60 + 37, async (code, at) => {
      const made = (await ownerCall(
        baseUrl,
        'POST',
        '/bookings',
        {
          events: [{ productId: 'cut-wash', userId: 'kevin' }],
          startTime: at,
          customerCount: 1,
          customer: { walkIn: true, name: '未到先生' },
        },
        code,
      )) as { bookingId: string };
      booked = made.bookingId;
    });
    // 18:37 is far below the first screen of the day: the grid opened scrolled to it.
    const pane = page.getByTestId('day-grid');
    const line = page.getByTestId('now-line').first();
    await line.waitFor();
    const paneBox = (await pane.boundingBox())!;
    const lineBox = (await line.boundingBox())!;
    expect(await pane.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(lineBox.y).toBeGreaterThan(paneBox.y);
    expect(lineBox.y).toBeLessThan(paneBox.y + paneBox.height);
    await page.screenshot({ path: '.tmp/desk-evening-now.png' });

    // 未到 ends the visit: the first tap only says what it does; the second makes it.
    const block = page.getByTestId(`booking-${booked}`);
    await block.tap();
    const panel = page.getByTestId('booking-panel');
    await panel.getByRole('button', { name: '未到', exact: true }).tap();
    await panel.getByTestId('no-show-notice').waitFor();
    expect(await panel.getByTestId('no-show-notice').textContent()).toContain('無法復原');
    expect(await block.getAttribute('data-status')).toBe('Confirmed');
    await page.screenshot({ path: '.tmp/desk-no-show-confirm.png' });
    await panel.getByRole('button', { name: '確定標記未到', exact: true }).tap();
    // Made: the visit leaves the grid for the day's ended list, marked 未到.
    await block.waitFor({ state: 'detached' });
    expect(await page.getByTestId(`ended-${booked}`).textContent()).toContain('未到');
  });
});
