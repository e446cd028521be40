import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import demo from '../../api/src/modules/store/demo-store.json';
import { bookedCustomer, signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  page = opened.page;
  context = opened.context;
});

/** The markup inside `<div id="root">` of a page's HTML (up to the data script after it). */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/** The page's inlined data: the one JSON script the server writes after the markup. */
function inlinedData(html: string): string[] {
  return [...html.matchAll(/<script type="application\/json" id="salon-ssr">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

/** The API calls for the store's data (`/api/bookings/store`, `/api/bookings/menu/…`) a page makes. */
function storeDataRequests(target: Page): string[] {
  const urls: string[] = [];
  target.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/bookings\/(store|menu\/)/.test(pathname)) urls.push(pathname);
  });
  return urls;
}

/** Console errors and warnings (React reports a hydration mismatch as an error). */
function consoleProblems(target: Page): string[] {
  const problems: string[] = [];
  target.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  target.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

describe('the server renders the customer entry pages with React', () => {
  it("answers /demo with the store's name and banner already in the markup, and its data inlined once", async () => {
    const html = await (await fetch(`${baseUrl}/demo`)).text();
    const root = rootOf(html);
    expect(root).toContain(demo.store.name);
    expect(root).toContain(`<img src="${demo.store.banner}"`);
    expect(html).toContain(`<link rel="preload" as="image" href="${demo.store.banner}" fetchpriority="high" />`);
    // The banner is the largest paint: preloaded in the head before any script, and asked for first in the markup too.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf(`href="${demo.store.banner}"`)).toBeLessThan(head.indexOf('<script'));
    const img = root.slice(root.indexOf(`<img src="${demo.store.banner}"`));
    expect(img.slice(0, img.indexOf('>'))).toMatch(/fetchpriority="high"/i);
    // The link preview stays.
    expect(html).toContain(`<meta property="og:title" content="${demo.store.websiteTitle}" />`);
    // The stylesheet comes inside the page (it paints on arrival); the SPA's own pages link the file.
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/<style>[^<]*\.min-h-dvh\{/);
    const profilePage = await (await fetch(`${baseUrl}/demo/user/profile`)).text();
    expect(profilePage).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    expect(profilePage).not.toContain('<style>');
    const data = inlinedData(html);
    expect(data).toHaveLength(1);
    // No raw `<` in the inlined JSON: a store text with `</script>` cannot end the script.
    expect(data[0]).not.toContain('<');
    const state = JSON.parse(data[0]!) as {
      queries: { queries: { queryKey: unknown[] }[] };
      lang: string;
      clock: { zone: string; at: number; offset: number } | null;
    };
    expect(state.lang).toBe('zh-TW');
    expect(state.queries.queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(['store', 'menu']));
    // The store's zone offset around the render: hydration reads the wall clock without a zoned Intl formatter.
    expect(state.clock).toMatchObject({ zone: 'Asia/Taipei', offset: 8 * 3600 });
    expect(Math.abs(state.clock!.at - Date.now() / 1000)).toBeLessThan(600);
  });

  it('renders the menu and retail pages too, and leaves pages that need a signed-in customer to the browser', async () => {
    const menu = await (await fetch(`${baseUrl}/demo/menu`)).text();
    expect(rootOf(menu)).toContain(demo.products[0]!.name);
    const retail = await (await fetch(`${baseUrl}/demo/retail`)).text();
    expect(rootOf(retail)).toContain(demo.retailItems[0]!.name);
    expect(inlinedData(retail)).toHaveLength(1);
    const profile = await (await fetch(`${baseUrl}/demo/user/profile`)).text();
    expect(profile).toContain('<div id="root"></div>');
    expect(inlinedData(profile)).toHaveLength(0);
  });

  it('hydrates /demo without asking the API for the store again and without a mismatch', async () => {
    const requests = storeDataRequests(page);
    const problems = consoleProblems(page);
    // The store's heading as the HTML parser made it, before any script ran.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const heading = document.getElementById('store-name');
        if (!heading) return;
        (window as unknown as { parsedHeading: Element }).parsedHeading = heading;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // goto returns once React has hydrated the page (<html data-hydrated>, e2e/browser.ts).
    await page.goto(`${baseUrl}/demo`);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    // The language switch works only once React has taken the server's markup over. (Its English
    // menu is a query of its own: that request is the switch's, not the page's.)
    await page.getByRole('button', { name: /切換語言/ }).click();
    await page.getByRole('heading', { name: 'Opening hours' }).waitFor();
    expect(problems).toEqual([]);
    // Hydrated, not rendered anew: React kept the server's element and only changed its text.
    const kept = await page.evaluate(
      () => document.getElementById('store-name') === (window as unknown as { parsedHeading: Element }).parsedHeading,
    );
    expect(kept).toBe(true);
  });

  it('renders in the language the chooser stored in the salon_lang cookie', async () => {
    await page.goto(`${baseUrl}/demo`);
    await page.getByRole('button', { name: /切換語言/ }).click();
    await page.getByRole('heading', { name: 'Opening hours' }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'salon_lang');
    expect(cookie?.value).toBe('en');
    const html = await (await fetch(`${baseUrl}/demo/menu`, { headers: { cookie: 'salon_lang=en' } })).text();
    expect(html).toContain('<html lang="en"');
    // The interface and the store's own English (the demo's services have English names).
    expect(rootOf(html)).toContain('Skip to main content');
    expect(rootOf(html)).toContain('Bond-building treatment');
    const problems = consoleProblems(page);
    const requests = storeDataRequests(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: /Switch language/i }).click();
    await page.getByRole('heading', { name: '營業時間' }).waitFor();
    expect(problems).toEqual([]);
  });

  it("hydrates the signed-out markup for a signed-in visitor without a mismatch, then asks for the customer's own menu", async () => {
    const login = await signedInCustomer(context, baseUrl);
    const problems = consoleProblems(page);
    const theirMenu = page.waitForRequest(
      (r) => r.url().includes('/api/bookings/menu/service') && r.url().includes(`customerId=${login.userId}`),
    );
    await page.goto(`${baseUrl}/demo`);
    await theirMenu;
    await page.getByRole('button', { name: /切換語言/ }).click();
    await page.getByRole('heading', { name: 'Opening hours' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('keeps taps off the controls of a rendered page until React has taken it over', async () => {
    // A page of its own (not waiting for hydration on goto) whose scripts never arrive.
    const early = await context.newPage();
    await early.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await early.goto(`${baseUrl}/demo`);
    const pointerEvents = (target: Page) =>
      target.getByRole('button', { name: /切換語言/ }).evaluate((button) => getComputedStyle(button).pointerEvents);
    expect(await pointerEvents(early)).toBe('none');
    await page.goto(`${baseUrl}/demo`);
    expect(await pointerEvents(page)).toBe('auto');
  });

  it('renders a booking by id (the page LINE messages link to) and hydrates it; an unknown id gets the plain page', async () => {
    const { booking } = await bookedCustomer(context, baseUrl, { daysAhead: 19 });
    const path = `/demo/booking/${booking.bookingId}`;
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    expect(rootOf(html)).toContain('結構式護髮');
    expect(rootOf(html)).toContain('data-testid="booking-status"');
    const data = inlinedData(html);
    expect(data).toHaveLength(1);
    expect(data[0]).toContain(booking.bookingId);
    // A wrong id is not rendered: the browser asks the API, whose per-IP limit the render also counts.
    const unknown = await (await fetch(`${baseUrl}/demo/booking/not-a-booking-id`)).text();
    expect(unknown).toContain('<div id="root"></div>');
    expect(inlinedData(unknown)).toHaveLength(0);

    const problems = consoleProblems(page);
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId('booking-status').waitFor();
    expect(await page.getByText('結構式護髮').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: /切換語言/ }).click();
    await page
      .getByRole('heading', { name: /Booking/ })
      .first()
      .waitFor();
    expect(problems).toEqual([]);
  });
});
