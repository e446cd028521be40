import { describe, expect, inject, it } from 'vitest';
import { openPage } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { randomMobile, registerCustomer, storeLogin } from './fixtures';
import {
  bookOnDay,
  fillSignIn,
  firstFreeStart,
  openOffice,
  ownerCall,
  ownerPage,
  staffPage,
  TABLET,
  taipeiDay,
  taipeiMidnight,
} from './staff-support';

/**
 * The staff journeys of issue 23 in Chromium against the real API: the owner invites a designer
 * who sets a password and sees only her column; a booking waiting for the store is confirmed from
 * the day view and the customer sees it; a walk-in booked from an empty half hour.
 */
const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();

/** A day with room for Leo and Mia, some days ahead (the journeys of other files take the first). */
async function freeDay(daysAhead: number): Promise<{ day: string; dayStart: number }> {
  const day = taipeiDay(await firstFreeStart(baseUrl, { productId: 'care-treatment', designer: 'leo', daysAhead }));
  return { day, dayStart: taipeiMidnight(day) };
}

describe('the owner invites a designer', () => {
  it('shows the one-time link; the designer sets a password, signs in and sees only her column', async () => {
    const { day, dayStart } = await freeDay(8);
    const leos = await bookOnDay(baseUrl, { productId: 'care-treatment', designer: 'leo', dayStart });
    const mias = await bookOnDay(baseUrl, { productId: 'care-treatment', designer: 'mia', dayStart });

    const owner = await ownerPage(run.browser, run.contexts, baseUrl);
    await openOffice(owner, '邀請人員');
    const email = `leo-${Math.random().toString(36).slice(2, 8)}@demo.test`;
    await owner.getByLabel('電子郵件').fill(email);
    await owner.getByLabel('姓名').fill('Leo');
    await owner.getByLabel('角色').selectOption('designer');
    await owner.getByLabel('對應設計師').selectOption('leo');
    await owner.getByRole('button', { name: '建立邀請連結' }).click();
    const link = await owner.locator('#invite-link').inputValue();
    expect(link).toMatch(/\/demo\/staff\/setup#token=.{20,}/);
    await owner.getByRole('button', { name: '複製連結' }).click();
    await owner.getByRole('button', { name: '已複製' }).waitFor();

    // The designer, on the front-desk tablet: the link, a password, signed in.
    const leo = await staffPage(run.browser, run.contexts, TABLET);
    await leo.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await leo.getByLabel('新密碼').fill('short');
    await leo.getByRole('button', { name: '設定密碼並登入' }).tap();
    await leo.getByText('密碼至少 10 個字元').first().waitFor();
    await leo.getByLabel('新密碼').fill('leo-password-123');
    await leo.getByLabel('再輸入一次').fill('leo-password-123');
    await leo.getByRole('button', { name: '設定密碼並登入' }).tap();
    await leo.waitForURL('**/demo/staff');
    expect(await leo.getByTestId('staff-member').textContent()).toContain('設計師');
    await leo.goto(`${baseUrl}/demo/staff?date=${day}`);
    await leo.getByTestId(`booking-${leos.bookingId}`).waitFor();
    const columns = await leo
      .locator('[data-testid^="column-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(columns).toEqual(['Leo']);
    expect(await leo.getByTestId(`booking-${mias.bookingId}`).count()).toBe(0);
    // No pickup orders or invitations for a designer.
    expect(await leo.getByRole('link', { name: '邀請人員' }).count()).toBe(0);
    expect(await leo.getByRole('link', { name: '取貨訂單' }).count()).toBe(0);

    // The link is spent; signing in with the new password works.
    await leo.locator('summary', { hasText: '帳號' }).tap();
    await leo.getByRole('button', { name: '登出', exact: true }).tap();
    await leo.waitForURL('**/demo/staff/login');
    await leo.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await leo.getByLabel('新密碼').fill('leo-password-456');
    await leo.getByLabel('再輸入一次').fill('leo-password-456');
    await leo.getByRole('button', { name: '設定密碼並登入' }).tap();
    await leo.getByRole('alert').filter({ hasText: '連結無效' }).waitFor();
    await leo.goto(`${baseUrl}/demo/staff/login`);
    await fillSignIn(leo, { email, password: 'leo-password-123' });
    await leo.waitForURL('**/demo/staff');
  });
});

describe('a booking waiting for the store', () => {
  it('is Pending on the customer page, confirmed from the day view on the tablet, then Confirmed there', async () => {
    const { day, dayStart } = await freeDay(9);
    // The owner turns on "confirm each online booking"; the customer then books online.
    await ownerCall(baseUrl, 'PUT', '/settings', { confirmEachBooking: true });
    const booked = await bookOnDay(baseUrl, { productId: 'care-treatment', designer: 'mia', dayStart, nth: 2 }).finally(
      () => ownerCall(baseUrl, 'PUT', '/settings', { confirmEachBooking: false }),
    );

    const { context: phone, page: customer } = await openPage(run.browser);
    run.contexts.push(phone);
    await storeLogin(phone, booked.login);
    await customer.goto(`${baseUrl}/demo/booking/${booked.bookingId}`);
    await expect.poll(() => customer.getByTestId('booking-status').textContent()).toBe('待店家確認');

    const desk = await ownerPage(run.browser, run.contexts, baseUrl, { size: TABLET });
    await desk.goto(`${baseUrl}/demo/staff?date=${day}`);
    const block = desk.getByTestId(`booking-${booked.bookingId}`);
    await expect.poll(() => block.getAttribute('data-status')).toBe('Pending');
    expect(await block.textContent()).toContain('待確認');
    await block.tap();
    const panel = desk.getByTestId('booking-panel');
    await panel.getByRole('button', { name: '確認預約' }).tap();
    await expect.poll(() => panel.getByTestId('panel-status').textContent()).toBe('已確認');
    await expect.poll(() => block.getAttribute('data-status')).toBe('Confirmed');
    // Confirming again is not offered; arriving is.
    expect(await panel.getByRole('button', { name: '確認預約' }).count()).toBe(0);
    await panel.getByRole('button', { name: '已報到' }).waitFor();

    await customer.reload();
    await expect.poll(() => customer.getByTestId('booking-status').textContent()).toBe('已確認');
  });
});

describe('a walk-in from the day view', () => {
  it('books from an empty half hour in a designer column, with errors by field', async () => {
    const { day } = await freeDay(10);
    const desk = await ownerPage(run.browser, run.contexts, baseUrl);
    await desk.goto(`${baseUrl}/demo/staff?date=${day}`);
    await desk.locator(`[data-slot="leo@${day}T16:00"]`).click();
    const form = desk.getByTestId('staff-booking');
    expect(await form.getByLabel('設計師').inputValue()).toBe('leo');
    expect(await form.getByLabel('開始時間').inputValue()).toBe('16:00');
    await form.getByRole('button', { name: '建立預約' }).click();
    await form.getByText('請輸入姓名').waitFor();
    await form.getByText('請至少選擇一項服務').waitFor();
    const mobile = randomMobile();
    await form.getByLabel('顧客手機').fill(mobile.national);
    await form.getByLabel('顧客姓名').fill('現場王先生');
    await form.getByLabel('結構式護髮').check();
    await form.getByRole('button', { name: '建立預約' }).click();
    await form.waitFor({ state: 'detached' });
    const block = desk.getByRole('region', { name: 'Leo', exact: true }).getByRole('button', { name: /現場王先生/ });
    await block.waitFor();
    const text = await block.textContent();
    expect(text).toContain('16:00–17:00');
    expect(text).toContain('已確認');
  });

  it('books for a customer of the store found by part of their name', async () => {
    const { day } = await freeDay(11);
    const surname = `簡${Math.random().toString(36).slice(2, 6)}`;
    await registerCustomer(baseUrl, { info: { lastName: surname } });
    const desk = await ownerPage(run.browser, run.contexts, baseUrl);
    await desk.goto(`${baseUrl}/demo/staff?date=${day}`);
    await desk.locator(`[data-slot="mia@${day}T15:00"]`).click();
    const form = desk.getByTestId('staff-booking');
    await form.getByLabel('找顧客（姓名或手機）').fill(surname);
    await form
      .getByRole('list', { name: '符合的顧客' })
      .getByRole('button', { name: new RegExp(surname) })
      .click();
    expect(await form.getByTestId('staff-booking-chosen').textContent()).toContain(surname);
    expect(await form.getByLabel('顧客手機').count()).toBe(0);
    await form.getByLabel('結構式護髮').check();
    await form.getByRole('button', { name: '建立預約' }).click();
    await form.waitFor({ state: 'detached' });
    await desk
      .getByRole('region', { name: 'Mia', exact: true })
      .getByRole('button', { name: new RegExp(surname) })
      .waitFor();
  });
});
