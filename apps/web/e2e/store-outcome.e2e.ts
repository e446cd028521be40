import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bookedCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';
import { ownerCall } from './staff-support';

/*
 * Issue 23: what the shop did shows on the customer's booking page — the reason it gave when it
 * closed (cancelled) the booking, in the customer's language around the shop's own words.
 */

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
pagePerTest((opened) => {
  ({ context, page } = opened);
});

async function closeByStore(bookingId: string, reason: string) {
  await ownerCall(baseUrl, 'POST', '/bookings/status', { bookingId, action: 'close', reason });
}

describe("the shop's close reason on the customer's booking page", () => {
  it('zh-TW: the booking says the salon cancelled it and why; nothing to cancel or move any more', async () => {
    const { booking } = await bookedCustomer(context, baseUrl);
    await closeByStore(booking.bookingId, '設計師臨時請假，已為您保留優先改約');
    await page.goto(`${baseUrl}/demo/booking/${booking.bookingId}`);
    const card = page.getByTestId('close-reason');
    await card.waitFor();
    expect(await card.textContent()).toContain('店家已取消這筆預約');
    expect(await card.textContent()).toContain('設計師臨時請假，已為您保留優先改約');
    expect(await page.getByRole('button', { name: '取消預約' }).count()).toBe(0);
  });

  it('English: the heading is English around the shop’s own words', async () => {
    await context.addInitScript(() => localStorage.setItem('salon:lang', 'en'));
    const { booking } = await bookedCustomer(context, baseUrl, { daysAhead: 15 });
    await closeByStore(booking.bookingId, 'Stylist off sick');
    await page.goto(`${baseUrl}/demo/booking/${booking.bookingId}`);
    const card = page.getByTestId('close-reason');
    await card.waitFor();
    expect(await card.textContent()).toContain('The salon cancelled this booking');
    expect(await card.textContent()).toContain('Stylist off sick');
  });
});
