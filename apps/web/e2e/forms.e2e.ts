import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chooseFirstFreeDay } from './booking-support';
import { bookedCustomer, signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  page = opened.page;
  context = opened.context;
});

/** Draws a stroke across the signature pad with the mouse (Pointer Events, as a finger would). */
async function sign(testId: string) {
  const pad = page.getByTestId(testId);
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 30 + i * 18, box.y + box.height * (0.6 - 0.3 * Math.sin(i / 2)), { steps: 2 });
  await page.mouse.up();
}

/** Books 數位燙 with Leo from the menu, as a customer does; returns the booking id from the result page. */
async function bookPermInBrowser(): Promise<string> {
  await page.goto(`${baseUrl}/demo/menu`);
  const card = page.getByTestId('service-perm-digital');
  await card.getByRole('link').first().click();
  await card.getByRole('button', { name: '加入預約' }).click();
  await card.getByText('已加入預約').waitFor();
  await page.getByRole('link', { name: '選擇時間' }).click();
  await page.waitForURL('**/demo/booking/new');
  await page.getByTestId('designer-perm-digital-leo').click();
  // Days well ahead of the ones the booking journeys pick, so they do not race for a time.
  await chooseFirstFreeDay(page, 6);
  await page.getByTestId('slots').getByRole('button').first().click();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL('**/demo/checkout');
  await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
  await page.getByRole('button', { name: '確認預約' }).click();
  await page.waitForURL(/\/demo\/booking\/[\w-]+\?result=created$/);
  // The new booking's detail already names the form it asks for.
  await page.getByTestId('booking-forms').getByText('燙染同意書').waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

describe('forms with signatures (issue 15)', () => {
  it('book a perm in the browser: the consent form is due; fill it in from the booking, sign, submit, see it read-only; the message page lists it until then', async () => {
    await signedInCustomer(context, baseUrl);
    const bookingId = await bookPermInBrowser();

    // The header counts what waits; the message page lists the form.
    await page.goto(`${baseUrl}/demo/store`);
    await page.getByTestId('messages-count').getByText('1').waitFor();
    await page.getByTestId('messages-link').click();
    await page.waitForURL(`**/demo/message`);
    const due = page.locator('[data-kind="FormDue"]');
    await due.getByRole('heading', { name: '請填寫「燙染同意書」' }).waitFor();
    expect(await page.locator('[data-kind="Announcement"]').count()).toBe(1);

    // From the booking detail to the form.
    await page.goto(`${baseUrl}/demo/booking/${bookingId}`);
    const forms = page.getByTestId('booking-forms');
    expect(await forms.textContent()).toContain('待填寫');
    await forms.getByRole('link', { name: '填寫 燙染同意書' }).click();
    await page.waitForURL(/\/demo\/form\/[0-9a-f-]{36}$/);
    await page.getByTestId('form-title').getByText('燙染同意書').waitFor();

    // Submitting with the required answers missing names each one in place.
    await page.getByRole('button', { name: '送出' }).click();
    await page.getByText('有 3 個欄位需要修正，請檢查標示的欄位。').waitFor();
    expect(await page.getByTestId('error-pregnant').textContent()).toBe('請選擇一個答案');
    expect(await page.getByTestId('error-scalp').textContent()).toBe('請選擇一個答案');
    expect(await page.getByTestId('error-signature').textContent()).toBe('請簽名');

    await page.getByRole('textbox', { name: /過敏史/ }).fill('對 PPD 染劑過敏');
    await page
      .getByRole('group', { name: /是否懷孕或哺乳中/ })
      .getByText('否', { exact: true })
      .click();
    await page
      .getByRole('group', { name: /頭皮狀況/ })
      .getByText('敏感')
      .click();
    await page.getByLabel(/上次染燙日期/).fill('2026-05-20');
    // A draft keeps the answers.
    await page.getByRole('button', { name: '儲存草稿' }).click();
    await page.getByText('已儲存草稿。').waitFor();
    await page.reload();
    expect(await page.getByRole('textbox', { name: /過敏史/ }).inputValue()).toBe('對 PPD 染劑過敏');

    await sign('signature-pad-form-field-signature');
    await page.getByRole('button', { name: '送出' }).click();
    await page.getByTestId('form-submitted').getByText('表單已送出，謝謝您！').waitFor();
    const answers = page.getByTestId('form-answers');
    const text = await answers.textContent();
    for (const a of ['對 PPD 染劑過敏', '否', '敏感', '2026/05/20']) expect(text).toContain(a);
    const image = page.getByTestId('signature-image');
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.getByRole('button', { name: '送出' }).count()).toBe(0);

    // Done: the booking shows it submitted, and the message page no longer asks for it.
    await page.getByRole('link', { name: '回到預約詳情' }).click();
    await page.waitForURL(`**/demo/booking/${bookingId}`);
    expect(await page.getByTestId('booking-forms').textContent()).toContain('已送出');
    await page.goto(`${baseUrl}/demo/message`);
    await page.locator('[data-kind="Announcement"]').first().waitFor();
    expect(await page.locator('[data-kind="FormDue"]').count()).toBe(0);
  });

  it('a formDetail link from LINE lands on the booking, and the stored pending action is cleared there', async () => {
    const { booking } = await bookedCustomer(context, baseUrl, {
      productId: 'perm-digital',
      designer: 'kevin',
      daysAhead: 22,
    });
    const stored = () => page.evaluate(() => localStorage.getItem('salon:pending:demo'));
    // A link to a booking that cannot be shown leaves the action pending.
    await page.goto(`${baseUrl}/?cname=demo&redirectUri=formDetail&bookingId=no-such-booking&formId=f1`);
    await page.getByText('找不到這筆預約').first().waitFor();
    expect(JSON.parse((await stored()) ?? 'null')).toEqual({
      redirectUri: 'formDetail',
      id: 'no-such-booking',
      formId: 'f1',
    });
    await page.goto(`${baseUrl}/?cname=demo&redirectUri=formDetail&bookingId=${booking.bookingId}`);
    await page.waitForURL(`**/demo/booking/${booking.bookingId}`);
    await page.getByTestId('booking-forms').waitFor();
    await expect.poll(stored).toBeNull();
  });

  it('an unknown form id says so to a signed-in customer, with a way back', async () => {
    await signedInCustomer(context, baseUrl);
    await page.goto(`${baseUrl}/demo/form/00000000-0000-4000-8000-000000000000`);
    await page.getByText('找不到這份表單').waitFor();
    await page.getByRole('link', { name: '回到店家首頁' }).waitFor();
  });
});
