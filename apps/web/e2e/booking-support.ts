import type { Page } from 'playwright-core';

/* The booking screens in the browser. Customers, bookings and stores through the API: fixtures.ts. */

/** YYYY-MM-DD in Taipei, `days` after today. */
export function taipeiDate(days: number): string {
  const d = new Date(Date.now() + 8 * 3600 * 1000 + days * 86400 * 1000);
  return d.toISOString().slice(0, 10);
}

/**
 * On the date strip, the first day at least `minDaysAhead` days ahead that is open and has free
 * times: clicks it and returns its date (the server's clock is the real one).
 */
export async function chooseFirstFreeDay(page: Page, minDaysAhead: number): Promise<string> {
  const earliest = taipeiDate(minDaysAhead);
  // Days are enabled once the window's availability has answered.
  await page.locator('button[data-date]:not([disabled])').first().waitFor();
  const dates = await page
    .locator('button[data-date]:not([disabled])')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-date') ?? ''));
  for (const date of dates.filter((d) => d >= earliest)) {
    await page.locator(`button[data-date="${date}"]`).click();
    const slots = page.getByTestId('slots');
    const empty = page.getByTestId('slots-empty');
    await slots.or(empty).first().waitFor();
    if (await slots.isVisible()) return date;
  }
  throw new Error(`no free day from ${earliest}`);
}

/**
 * From the menu of `code` to its checkout: 結構式護髮 ($1,500) with Mia at the first free time at
 * least two days ahead.
 */
export async function treatmentToCheckout(page: Page, baseUrl: string, code: string): Promise<void> {
  await page.goto(`${baseUrl}/${code}/menu`);
  const care = page.getByTestId('service-care-treatment');
  await care.getByRole('link').first().click();
  await care.getByRole('button', { name: '加入預約' }).click();
  await care.getByText('已加入預約').waitFor();
  await page.getByRole('link', { name: '選擇時間' }).click();
  await page.getByTestId('designer-care-treatment-mia').click();
  await chooseFirstFreeDay(page, 2);
  await page.getByTestId('slots').getByRole('button').first().click();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL(`**/${code}/checkout`);
}
