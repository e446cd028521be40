import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { taipeiDate } from './booking-support';
import { bookViaApi, serverNow, signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';

/*
 * Issue 9, point 3: choosing a designer and a time on a 390×844 phone. The chosen designer stays
 * in view and is named; the date strip is marked from one availability request for its window;
 * a day without times says why.
 */

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
pagePerTest((opened) => {
  ({ context, page } = opened);
});

const card = (id: string) => page.getByTestId(`service-${id}`);
const dayButton = (date: string) => page.locator(`button[data-date="${date}"]`);

/** 洗剪吹 in the cart, on the time page, with `designer` chosen (null: no preference). */
async function timePageWithCut(designer: string | null) {
  await page.goto(`${baseUrl}/demo/menu`);
  await card('cut-wash').getByRole('link').first().click();
  await card('cut-wash').getByRole('button', { name: '加入預約' }).click();
  await card('cut-wash').getByText('已加入預約').waitFor();
  await page.getByRole('link', { name: '選擇時間' }).click();
  await page.waitForURL('**/demo/booking/new');
  if (designer) await page.getByTestId(`designer-cut-wash-${designer}`).click();
}

async function slotsOrReason() {
  await page.getByTestId('slots').or(page.getByTestId('slots-empty')).first().waitFor();
}

/** The first date from `from` days ahead (Taipei) whose weekday (0 = Sunday) is one of `weekdays`. */
function nextDate(from: number, weekdays: number[]): string {
  for (let i = from; i < from + 7; i++) {
    const date = taipeiDate(i);
    if (weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) return date;
  }
  throw new Error('no such weekday');
}

/** Unix seconds of a Taipei wall-clock time on a 'yyyy-MM-dd' date. */
const taipeiAt = (date: string, hour: number, minute = 0) =>
  Date.parse(`${date}T00:00:00Z`) / 1000 - 8 * 3600 + hour * 3600 + minute * 60;

describe('choosing a designer and a time', () => {
  it('keeps the chosen designer in view of the strip after a reload, and names them', async () => {
    await timePageWithCut('leo');
    await page.reload();
    const leo = page.getByTestId('designer-cut-wash-leo');
    await leo.waitFor();
    const strip = page.getByRole('group', { name: '洗剪吹 的設計師' }).locator('ul');
    await expect
      .poll(async () => {
        const [box, inner] = [await strip.boundingBox(), await leo.boundingBox()];
        return !!box && !!inner && inner.x >= box.x && inner.x + inner.width <= Math.min(box.x + box.width, 390);
      })
      .toBe(true);
    expect(await page.getByTestId('designer-chosen-cut-wash').textContent()).toContain('已選擇 Leo');
    expect(await page.getByTestId('cart-summary').textContent()).toContain('Leo');
  });

  it('marks the days with a free time from one availability request for the whole strip', async () => {
    await timePageWithCut('mia');
    // The page before the reload asks for Mia's times too: let it finish before counting.
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/bookings/duration')) asked.push(r.url());
    });
    await page.reload();
    await slotsOrReason();
    expect(await page.getByTestId('day-has-slots').count()).toBeGreaterThan(3);
    const open = await page
      .locator('button[data-date]:not([disabled])')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-date') ?? ''));
    for (const date of open.slice(3, 6)) {
      await dayButton(date).click();
      expect(await dayButton(date).getAttribute('aria-pressed')).toBe('true');
      await slotsOrReason();
    }
    expect(asked).toHaveLength(1);
    // Each day's label says whether it has times, for a screen reader.
    expect(await dayButton(open[4] ?? '').textContent()).toMatch(/個時段可預約|已約滿|休假/);
  });

  it('says why a day has no time: store closed, designer off, fully booked', async () => {
    // Leo's Tuesday–Thursday three weeks ahead, filled through the API: 11:00, 14:30 and 17:00 perms
    // (150 min each) leave no hour for a cut.
    const { token } = await signedInCustomer(context, baseUrl);
    const full = nextDate(20, [2, 3, 4]);
    expect(taipeiAt(full, 11)).toBeGreaterThan(await serverNow(baseUrl));
    for (const [hour, minute] of [
      [11, 0],
      [14, 30],
      [17, 0],
    ] as const) {
      await bookViaApi(baseUrl, token, {
        events: [{ productId: 'perm-digital', userId: 'leo' }],
        startTime: taipeiAt(full, hour, minute),
      });
    }

    // Kevin does not work on Sundays (his own hours); the salon is closed on Mondays.
    await timePageWithCut('kevin');
    await slotsOrReason();
    const monday = nextDate(1, [1]);
    expect(await dayButton(monday).isDisabled()).toBe(true);
    expect(await dayButton(monday).textContent()).toContain('本店這天公休');
    expect(await dayButton(monday).textContent()).toContain('公休');

    const sunday = nextDate(1, [0]);
    await dayButton(sunday).click();
    const empty = page.getByTestId('slots-empty');
    await expect.poll(() => empty.getAttribute('data-reason')).toBe('designerOff');
    expect(await empty.textContent()).toContain('Kevin 這天休假');
    expect(await dayButton(sunday).textContent()).toContain('休假');

    await page.getByTestId('designer-cut-wash-leo').click();
    await dayButton(full).click();
    await expect.poll(() => empty.getAttribute('data-reason')).toBe('fullyBooked');
    expect(await empty.textContent()).toContain('這天的時段都已約滿');
    expect(await dayButton(full).textContent()).toContain('已約滿');
  });

  it('tells two people that one named designer cannot serve both, before any date says 人手不足', async () => {
    await timePageWithCut('leo');
    await slotsOrReason();
    await page.getByRole('button', { name: '增加人數' }).click();
    const told = '一位設計師同一時間只能服務一位顧客：2 位同行時，請將「洗剪吹」的設計師改為「不指定」，或分開預約';
    await page.getByText(told).first().waitFor();
    expect(await page.getByRole('button', { name: '下一步' }).isDisabled()).toBe(true);
    // No preference: the two are served side by side, and the times come back.
    await page.getByTestId('designer-cut-wash-any').click();
    await page.getByText(told).first().waitFor({ state: 'detached' });
    await page.getByTestId('slots').waitFor();
  });
});
