import { LANGUAGES } from '@salon/domain';
/**
 * Phone-sized PNGs of forms to /work/main/screenshots/ (gitignored), to look at: the message page,
 * the booking's forms, the form with its errors, the signature drawn and the read-only view, in
 * zh-TW and English. Not a test. Run: npx tsx apps/web/e2e/forms-screenshots.ts
 */
import { openPage } from './browser';
import { apiCall, bookViaApi, registerCustomer, storeLogin } from './fixtures';
import { startScreenshotSession } from './screenshot-session';

const { server, browser, shot, close } = await startScreenshotSession();

try {
  for (const lang of LANGUAGES) {
    const suffix = lang === 'en' ? '-en' : '';
    const en = lang === 'en';
    const login = await registerCustomer(server.url);
    const events = [{ productId: 'perm-digital', userId: 'leo' }];
    const from = Math.floor(Date.now() / 1000) + (en ? 9 : 8) * 86400;
    const { slots } = await apiCall<{ slots: number[] }>(server.url, 'POST', '/bookings/duration', {
      body: { startTime: from, endTime: from + 7 * 86400, events, customerCount: 1 },
    });
    const { bookingId } = await bookViaApi(server.url, login.token, { events, startTime: slots[0]! });
    const { context, page } = await openPage(browser, { deviceScaleFactor: 2 });
    await storeLogin(context, login);
    if (en) await context.addInitScript(() => localStorage.setItem('salon:lang', 'en'));

    await page.goto(`${server.url}/demo/message`, { waitUntil: 'networkidle' });
    await shot(page, `forms-messages${suffix}`);
    await page.goto(`${server.url}/demo/booking/${bookingId}`, { waitUntil: 'networkidle' });
    await page.getByTestId('booking-forms').scrollIntoViewIfNeeded();
    await shot(page, `forms-booking${suffix}`);
    await page.getByTestId('booking-forms').getByRole('link').click();
    await page.getByTestId('form-title').waitFor();
    await shot(page, `forms-form${suffix}`);
    await page.getByRole('button', { name: en ? 'Submit' : '送出' }).click();
    await shot(page, `forms-errors${suffix}`);
    await page.getByText(en ? 'No' : '否', { exact: true }).click();
    await page.getByText(en ? '敏感' : '敏感', { exact: true }).click();
    await page.getByTestId('signature-pad-form-field-signature').scrollIntoViewIfNeeded();
    const pad = await page.getByTestId('signature-pad-form-field-signature').boundingBox();
    await page.mouse.move(pad!.x + 40, pad!.y + 100);
    await page.mouse.down();
    for (let i = 1; i < 14; i++) await page.mouse.move(pad!.x + 40 + i * 20, pad!.y + 100 - 50 * Math.sin(i / 2));
    await page.mouse.up();
    await shot(page, `forms-signed${suffix}`);
    await page.getByRole('button', { name: en ? 'Submit' : '送出' }).click();
    await page.getByTestId('signature-image').waitFor();
    await shot(page, `forms-submitted${suffix}`, true);
    await context.close();
  }
} finally {
  await close();
}
