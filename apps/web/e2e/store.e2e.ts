import { GENERIC_ERRORS } from '@salon/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import demo from '../../api/src/modules/store/demo-store.json';
import { testRoute } from './fixtures';
import { pagePerTest } from './page-per-test';

const baseUrl = inject('baseUrl');
let page: Page;
pagePerTest((opened) => {
  page = opened.page;
});

const go = (path: string) => page.goto(`${baseUrl}${path}`);
const card = (id: string) => page.getByTestId(`service-${id}`);
const priceOf = (id: string) => card(id).getByTestId('price').textContent();
const durationOf = (id: string) => card(id).getByTestId('duration').textContent();
const product = (id: string) => demo.products.find((p) => p.id === id)!;

describe('store page', () => {
  it('shows the store name, address, phone and opening hours by weekday', async () => {
    await go('/demo/store');
    await page.getByRole('heading', { level: 1, name: demo.store.name }).waitFor();
    expect(await page.getByText(demo.store.address).count()).toBeGreaterThan(0);
    expect(await page.locator(`a[href="tel:0227715566"]`).count()).toBe(1);
    // openingHours: sunday 10:00–19:00, monday closed, friday 11:00–21:00
    expect(await page.getByTestId('hours-sunday').textContent()).toMatch(/週日[\s\S]*10:00 – 19:00/);
    expect(await page.getByTestId('hours-monday').textContent()).toMatch(/週一[\s\S]*公休/);
    expect(await page.getByTestId('hours-friday').textContent()).toMatch(/週五[\s\S]*11:00 – 21:00/);
    // Exactly one row is today (in the store's zone).
    expect(await page.locator('[aria-current="date"]').count()).toBe(1);
    expect(await page.title()).toBe(demo.store.websiteTitle);
  });

  it('the bare store root /demo shows the store page too', async () => {
    await go('/demo');
    await page.getByRole('heading', { level: 1, name: demo.store.name }).waitFor();
  });

  it('switches to English and back', async () => {
    await go('/demo/store');
    await page.getByRole('button', { name: '切換語言' }).click();
    await page.getByRole('heading', { name: 'Opening hours' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByTestId('hours-monday').textContent()).toMatch(/Mon[\s\S]*Closed/);
    await page.getByRole('button', { name: 'Switch language' }).click();
    await page.getByRole('heading', { name: '營業時間' }).waitFor();
  });
});

describe('service menu', () => {
  it('goes from the store to the menu and shows prices and durations by the spec rules', async () => {
    await go('/demo/store');
    await page.getByRole('link', { name: /預約服務/ }).click();
    await page.waitForURL('**/demo/menu');
    await card('cut-wash').waitFor();
    // 洗剪吹: product $800; Amber $1,200 and Kevin $1,000 override; Yuna does not offer it.
    expect(product('cut-wash').price).toBe(800);
    expect(await priceOf('cut-wash')).toBe('$800 ~ $1,200');
    expect(await durationOf('cut-wash')).toBe('1 小時');
    // 男士理容: $600 (45 min), Kevin $700 (40 min); limited to men.
    expect(await priceOf('cut-men')).toBe('$600 ~ $700');
    expect(await durationOf('cut-men')).toBe('40 分鐘 ~ 45 分鐘');
    expect(await card('cut-men').getByText('限男性', { exact: true }).count()).toBe(1);
    // 單色染髮: sub-items $2,200 / $2,800 / $3,400 (120–180 min): lowest with 起.
    expect(await priceOf('color-single')).toBe('$2,200 起');
    expect(await durationOf('color-single')).toBe('2 小時 ~ 3 小時');
    // 溫塑燙 (isAssigned): Kevin at the product's $3,600, Leo $3,800 (150 min), Amber $4,200.
    expect(await priceOf('perm-digital')).toBe('$3,600 ~ $4,200');
    expect(await durationOf('perm-digital')).toBe('2 小時 30 分鐘 ~ 3 小時');
    // 結構式護髮: one price, one duration.
    expect(await priceOf('care-treatment')).toBe('$1,500');
    expect(await durationOf('cut-kids')).toBe('30 分鐘');
  });

  it('prices follow the chosen designer and hide what they do not offer', async () => {
    await go('/demo/menu');
    await page.getByRole('link', { name: /Amber 店長/ }).click();
    await page.waitForURL('**/demo/menu?designer=amber');
    await expect.poll(() => priceOf('cut-wash')).toBe('$1,200');
    expect(await priceOf('perm-digital')).toBe('$4,200');
    await page.getByRole('link', { name: /^Kevin/ }).click();
    await page.waitForURL('**/demo/menu?designer=kevin');
    await expect.poll(() => priceOf('cut-wash')).toBe('$1,000');
    // 漂髮＋設計色 is isAssigned to Amber and Mia only.
    expect(await card('color-bleach').count()).toBe(0);
  });

  it('opening a service keeps the scroll position (menu → menu), leaving the menu scrolls to top', async () => {
    await go('/demo/menu');
    await card('care-scalp').waitFor();
    await card('care-scalp').scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    await card('care-scalp').getByRole('link').click();
    await page.waitForURL('**/demo/menu/care-scalp');
    await card('care-scalp').getByText('設計師價格').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('link', { name: '商品' }).click();
    await page.waitForURL('**/demo/retail');
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

describe('retail', () => {
  it('lists merchandise with prices, stock hints and 售完 for the sold-out item', async () => {
    // A copy of the demo store of its own: the desk's counter journey sells the demo's hair oil.
    const { code } = await testRoute<{ code: string }>(baseUrl, 'POST', '/stores', {
      code: `e2e-${Math.random().toString(36).slice(2, 10)}`,
      name: demo.store.name,
    });
    await go(`/${code}/retail`);
    const wax = page.getByTestId('retail-wax');
    await wax.waitFor();
    expect(demo.retailItems.find((i) => i.id === 'wax')?.stock).toBe(0);
    expect(await wax.getByTestId('stock').textContent()).toBe('售完');
    expect(await page.getByTestId('retail-hair-oil').getByTestId('stock').textContent()).toBe('僅剩 8 件');
    expect(await page.getByTestId('retail-hair-oil').getByText('$1,280').count()).toBe(1);
    expect(await page.getByTestId('retail-shampoo').getByTestId('stock').textContent()).toBe('現貨');
  });
});

describe('terms', () => {
  it("shows the store's cancel policy in checkout's words and colours, for each way of paying", async () => {
    await go('/demo/terms');
    const atSalon = page.getByTestId('terms-policy').first();
    await atSalon.waitFor();
    // The demo store asks no deposit: paid at the salon, no refund wording, just free cancellation until the start.
    expect(await atSalon.getByTestId('terms-methods').textContent()).toBe('現場付款、LINE Pay（現場）');
    const policy = atSalon.getByTestId('cancel-policy');
    expect(await policy.getByRole('listitem').allTextContents()).toEqual(['預約開始前可免費取消']);
    expect(await policy.locator('[data-tone="full"]').count()).toBe(1);
    expect(await atSalon.getByTestId('terms-deposit').textContent()).toBe(
      '當日於店內付款，無須預付，預約開始前可免費取消。',
    );
    // Paid when booking (online or by the value card), the store's refund tiers apply.
    const prepaid = page.getByTestId('terms-policy').nth(1);
    expect(await prepaid.getByTestId('terms-methods').textContent()).toBe('儲值卡、信用卡、ATM 轉帳、LINE Pay');
    expect(await prepaid.getByTestId('cancel-policy').getByRole('listitem').allTextContents()).toEqual([
      '預約時間 1 天前可免費取消',
      '預約前 1 天至預約前 3 小時之間取消，退還已付金額的 50%',
      '預約前 3 小時內取消，恕不退款',
      '預約當日未到，恕不退款',
    ]);
  });
});

describe('errors and guards', () => {
  it('an unknown store shows the 404 screen, with a go-back button when there is a page to go back to', async () => {
    await go('/no-such-store/store');
    await page.getByRole('heading', { name: '找不到這個頁面' }).waitFor();
    expect(await page.getByText('404', { exact: true }).count()).toBe(1);
    expect(await page.getByText(/請聯繫提供此連結的店家或服務商/).count()).toBe(1);
    await go('/demo/store');
    await page.getByRole('heading', { level: 1, name: demo.store.name }).waitFor();
    await go('/no-such-store/store');
    await page.getByRole('button', { name: '返回上一頁' }).click();
    await page.waitForURL('**/demo/store');
  });

  it('an unknown path shows the 404 screen', async () => {
    await go('/demo/amber/no/such/page');
    await page.getByRole('heading', { name: '找不到這個頁面' }).waitFor();
  });

  it.each(['/demo/amber', '/demo/amber/store'])('%s: a store that refuses designer pages says so', async (path) => {
    await go(path);
    await page.getByText(GENERIC_ERRORS.USER_PAGE_NOT_ALLOWED).waitFor();
    await page.getByRole('link', { name: '前往店家首頁' }).click();
    await page.getByRole('heading', { level: 1, name: demo.store.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo/store');
  });

  it('the user root, buy and records ask for sign-in first; an unknown booking id still shows its titled screen', async () => {
    await go('/demo/user');
    await page.waitForURL(`${baseUrl}/demo/login?redirectUri=${encodeURIComponent('/demo/user/profile')}`);
    // buy is the retail cart's payment page, which needs sign-in.
    await go('/demo/buy');
    await page.waitForURL(`${baseUrl}/demo/login?redirectUri=${encodeURIComponent('/demo/payment/retail')}`);
    // Records (a later part of the wallet) need sign-in too.
    await go('/demo/record');
    await page.waitForURL(`${baseUrl}/demo/login?redirectUri=${encodeURIComponent('/demo/record')}`);
    await go('/demo/booking/b1');
    await page.getByRole('heading', { name: '預約詳情' }).first().waitFor();
  });
});

describe('route rewriting in the browser', () => {
  it('query cname, userId and redirectUri become the route', async () => {
    await go('/?cname=demo&redirectUri=retail&utm=line');
    await page.waitForURL(`${baseUrl}/demo/retail?utm=line`);
    await page.getByTestId('retail-wax').waitFor();
  });

  it('liff.state sends the browser to its path', async () => {
    await go(`/?liff.state=${encodeURIComponent('/demo/terms#x')}`);
    await page.waitForURL(`${baseUrl}/demo/terms`);
    await page.getByRole('heading', { name: '取消與退款政策' }).waitFor();
  });

  it("the retail payment path without cname fails with 'cname is required'", async () => {
    await go('/payment/retail');
    await page.getByText('cname is required').waitFor();
  });

  it('the retail payment path with cname goes to Payment (passAuth: via sign-in)', async () => {
    await go('/payment/retail?cname=demo&orderId=o1');
    await page.waitForURL(`${baseUrl}/demo/login?redirectUri=${encodeURIComponent('/demo/payment/retail?orderId=o1')}`);
  });
});

describe('api client in the browser', () => {
  it('sends the client headers and the store code', async () => {
    const request = page.waitForRequest((r) => r.url().includes('/api/bookings/store'));
    // The terms page asks for the store itself (the store page comes with it inlined: server-render.e2e.ts).
    await go('/demo/terms');
    const sent = await request;
    expect(new URL(sent.url()).searchParams.get('code')).toBe('demo');
    const headers = sent.headers();
    expect(headers['x-app-version']).toBe('1.21.0');
    expect(headers).toMatchObject({
      'x-device': 'mobile',
      'x-os': 'Android',
      'x-os-version': '14',
      'x-browser': 'Chrome',
    });
    expect(headers['x-browser-version']).toMatch(/^\d+\./);
  });

  it('a newer server web version reloads at most 3 times, then logs that attempts are exhausted', async () => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents++;
    });
    await page.route('**/api/bookings/store?*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-web-version': '9.0.0' } });
    });
    // A page that asks the API (a server-rendered one carries the server's own build: nothing to check).
    await go('/demo/terms');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('salon:version') ?? '{}').ttl === 3);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => warnings.some((w) => /refresh attempts exhausted/.test(w))).toBe(true);
    expect(documents).toBe(4);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('salon:version'))) ?? '{}')).toEqual({
      webVersion: '9.0.0',
      nowVersion: '1.21.0',
      ttl: 3,
    });
  });

  it('a 401 clears the stored login of the store and reloads', async () => {
    await go('/demo/store');
    // Logins that have not expired yet (an expired one is never sent, so could not earn a 401).
    await page.evaluate(() => {
      const expireTime = Math.floor(Date.now() / 1000) + 90 * 86400;
      localStorage.setItem('salon:login:demo', JSON.stringify({ token: 'revoked', expireTime }));
      localStorage.setItem('salon:login:other', JSON.stringify({ token: 'keep', expireTime }));
    });
    let calls = 0;
    await page.route('**/api/bookings/menu/retail?*', async (route) => {
      calls++;
      if (calls > 1) return route.continue();
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        headers: { 'x-web-version': '1.21.0' },
        body: JSON.stringify({ status: 'UNAUTHORIZED', message: GENERIC_ERRORS.UNAUTHORIZED }),
      });
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: '商品', exact: true }).click();
    await reloaded;
    await page.getByTestId('retail-wax').waitFor();
    // The 401 came first. Whether the reloaded page asks again is server-render.e2e's to check: under
    // CI's load this page sometimes asked once more (noted on issue 26, not yet explained).
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => localStorage.getItem('salon:login:demo'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('salon:login:other'))).not.toBeNull();
  });

  it('a screen whose chunk fails to load reloads the page at the target path', async () => {
    await go('/demo/store');
    await page.getByRole('heading', { level: 1, name: demo.store.name }).waitFor();
    let failed = 0;
    await page.route(/\/assets\/RetailPage-.*\.js$/, (route) => {
      if (failed++ === 0) return route.abort();
      return route.continue();
    });
    await page.getByRole('link', { name: /購買商品/ }).click();
    await page.getByTestId('retail-wax').waitFor();
    // The reloaded page is the server's; hydrating it loads the screen's chunk again.
    await expect.poll(() => failed).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/demo/retail');
  });
});
