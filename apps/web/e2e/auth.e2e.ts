import { AUTH_ERRORS } from '@salon/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { latestCode, randomMobile, registerCustomer, secondStore, signedInCustomer } from './fixtures';
import { advanceClocks, useServerClock } from './server-clock';

/**
 * Sign-in in a real Chromium against the real server (test mode: codes are read from the dev
 * outbox, and the server's clock is moved instead of waiting). Every test uses its own random
 * phone: the API allows one code per phone a minute.
 */

const baseUrl = inject('baseUrl');
const clock = useServerClock(baseUrl);
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The newest code sent to a phone (at or after `after`, unix s on the server's clock). */
const codeFor = async (e164: string, after = 0) => (await latestCode(baseUrl, e164, after)).code;

const go = (path: string) => page.goto(`${baseUrl}${path}`);
const pathOf = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function enterPhone(national: string) {
  await page.getByLabel('手機號碼', { exact: true }).fill(national);
  await page.getByRole('button', { name: '取得驗證碼' }).click();
  await page.waitForURL(/\/demo\/sms/);
}

const codeInput = () => page.getByLabel('6 位數驗證碼');

// A returning customer, registered through the API before the tests run: their second code may
// only be sent 60 s after the first, so their test moves the server's clock on.
const returning = randomMobile();
/** When their first code was sent, on the server's clock (unix s). */
let returningSentAt = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(baseUrl, {
    phone: returning.e164,
    info: { lastName: '陳先生', gender: 'Male', birth: null, email: null },
  });
  returningSentAt = (await latestCode(baseUrl, returning.e164)).sentAt;
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  ({ context, page } = await openPage(browser));
});
afterEach(async () => {
  await context?.close();
});

describe('sign-in and registration', () => {
  it('a new customer is sent to login from a passAuth page, verifies, registers, lands back and edits the profile', async () => {
    const phone = randomMobile();
    await go('/demo/user/profile');
    await page.waitForURL(/\/demo\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirectUri')).toBe('/demo/user/profile');
    await page.getByRole('heading', { level: 1, name: '登入或註冊' }).waitFor();
    // Taiwan is the first country and the default.
    expect(await page.getByLabel('國家／地區').inputValue()).toBe('TW');

    // A landline is refused before any code is sent.
    await page.getByLabel('手機號碼', { exact: true }).fill('02 2771 5566');
    await page.getByRole('button', { name: '取得驗證碼' }).click();
    await page.getByText('請輸入有效的手機號碼').waitFor();
    expect(await page.getByLabel('手機號碼', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await enterPhone(phone.national);
    expect(await page.getByTestId('code-destination').textContent()).toBe(
      `${phone.national.slice(0, 4)} ${phone.national.slice(4, 7)} ${phone.national.slice(7)}`,
    );
    // The resend countdown comes from the API's resendAfter.
    expect(await page.getByTestId('resend').textContent()).toMatch(/^\d+ 秒後可重新發送$/);
    expect(await page.getByTestId('resend').isDisabled()).toBe(true);

    await codeInput().fill(await codeFor(phone.e164));
    await page.waitForURL(/\/demo\/register\?/);
    await page.getByText('步驟 1／2').waitFor();

    // Step 1: name and gender are required.
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('請輸入姓名').waitFor();
    await page.getByText('請選擇性別').waitFor();
    await page.getByLabel('姓名').fill('王小美');
    await page.locator('label').filter({ hasText: /^女$/ }).click();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/demo\/registerProfile\?/);

    // Step 2: birthday and e-mail are optional but checked.
    await page.getByLabel('出生年').selectOption('1992');
    await page.getByLabel('出生月').selectOption('2');
    // February 1992 has 29 days: 30 is not offered.
    expect(await page.getByLabel('出生日').locator('option[value="30"]').count()).toBe(0);
    await page.getByLabel('電子郵件').fill('mei@');
    await page.getByRole('button', { name: '完成註冊' }).click();
    await page.getByText('請選擇完整的生日（年、月、日）').waitFor();
    await page.getByText('電子郵件格式不正確').waitFor();
    await page.getByLabel('出生日').selectOption('29');
    await page.getByLabel('電子郵件').fill('mei.wang@example.com');
    await page.getByRole('button', { name: '完成註冊' }).click();

    // Back on the page they came from, signed in.
    await page.waitForURL(`${baseUrl}/demo/user/profile`);
    await page.getByTestId('profile-name').getByText('王小美').waitFor();
    expect(await page.getByTestId('profile-email').textContent()).toBe('mei.wang@example.com');
    expect(await page.getByTestId('profile-birth').textContent()).toBe('1992/02/29');
    expect(await page.getByTestId('profile-gender').textContent()).toBe('女');
    expect(await page.getByTestId('profile-appointmentTimes').textContent()).toBe('0 次');
    expect(await page.getByTestId('profile-totalAmount').textContent()).toBe('$0');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('salon:login:demo'))) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['expireTime', 'gender', 'token', 'userId']);
    expect(stored.gender).toBe('Female');
    expect(stored.expireTime).toBeGreaterThan(Date.now() / 1000 + 80 * 86400);
    // The registration session is gone once signed in.
    expect(await page.evaluate(() => sessionStorage.getItem('salon:login-session:demo'))).toBeNull();

    // Edit the profile: validation first, then the change shows on the profile.
    await page.getByRole('link', { name: '編輯個人資料' }).click();
    await page.waitForURL(`${baseUrl}/demo/user/profile/editor`);
    expect(await page.getByLabel('姓名').inputValue()).toBe('王小美');
    await page.getByLabel('姓名').fill('  ');
    await page.getByRole('button', { name: '儲存' }).click();
    await page.getByText('請輸入姓名').waitFor();
    expect(pathOf()).toBe('/demo/user/profile/editor');
    await page.getByLabel('姓名').fill('王美美');
    await page.getByLabel('電子郵件').fill('');
    await page.getByRole('button', { name: '儲存' }).click();
    await page.waitForURL(`${baseUrl}/demo/user/profile`);
    await page.getByText('已更新個人資料').waitFor();
    await page.getByTestId('profile-name').getByText('王美美').waitFor();
    expect(await page.getByTestId('profile-email').textContent()).toBe('未設定');

    // And it is what the API has now.
    await page.reload();
    await page.getByTestId('profile-name').getByText('王美美').waitFor();
  });

  it('a wrong code says so with the tries left; the right code then signs in', async () => {
    const phone = randomMobile();
    await go('/demo/login');
    await enterPhone(phone.national);
    const code = await codeFor(phone.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeInput().fill(wrong);
    const alert = page.getByRole('alert').filter({ hasText: AUTH_ERRORS.OTP_INVALID });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('還可以再試 4 次');
    expect(await codeInput().inputValue()).toBe('');
    expect(await codeInput().getAttribute('aria-invalid')).toBe('true');
    // Focus is back in the code input for the next try.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('otp');

    // A pasted message works too.
    await codeInput().focus();
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      },
      `您的驗證碼為 ${code.slice(0, 3)} ${code.slice(3)}`,
    );
    // A new phone: registration, straight from the login screen (no redirectUri).
    await page.waitForURL(/\/demo\/register/);
  });

  it('the code screen without a phone goes back to login; registration without a verified phone too', async () => {
    await go('/demo/sms?redirectUri=booking');
    await page.waitForURL(`${baseUrl}/demo/login?redirectUri=booking`);
    await go('/demo/registerProfile');
    await page.waitForURL(`${baseUrl}/demo/login`);
  });

  it('signing out forgets the login; the profile needs signing in again', async () => {
    const phone = randomMobile();
    await go('/demo/login?redirectUri=profile');
    await enterPhone(phone.national);
    await codeInput().fill(await codeFor(phone.e164));
    await page.waitForURL(/\/demo\/register/);
    await page.getByLabel('姓名').fill('李');
    await page
      .locator('label')
      .filter({ hasText: /^其他$/ })
      .click();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '完成註冊' }).click();
    await page.waitForURL(`${baseUrl}/demo/user/profile`);
    // A cart left with a note on this phone (as checkout keeps it), read again on load.
    await page.evaluate(() =>
      localStorage.setItem(
        'salon:cart:demo',
        JSON.stringify({ state: { customerNotes: '懷孕中，對染劑過敏' }, version: 1 }),
      ),
    );
    await page.reload();
    await page.getByRole('button', { name: '登出' }).click();
    const dialog = page.getByRole('alertdialog', { name: '確定要登出嗎？' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '登出' }).click();
    await page.waitForURL(`${baseUrl}/demo/store`);
    expect(await page.evaluate(() => localStorage.getItem('salon:login:demo'))).toBeNull();
    // The next person to sign in on this phone finds neither the services nor the note.
    expect(await page.evaluate(() => localStorage.getItem('salon:cart:demo') ?? '')).not.toContain('懷孕中');
    await go('/demo/user/profile');
    await page.waitForURL(/\/demo\/login\?redirectUri=/);
  });

  it('a returning customer signs in in a new browser and lands on the profile', async () => {
    // A minute after their first code, on the server's clock: a new one may be sent.
    await clock.advance(61);
    await go('/demo/user/profile');
    await page.waitForURL(/\/demo\/login\?/);
    await enterPhone(returning.national);
    await codeInput().fill(await codeFor(returning.e164, returningSentAt + 1));
    await page.waitForURL(`${baseUrl}/demo/user/profile`);
    await page.getByTestId('profile-name').getByText('陳先生').waitFor();
    expect(await page.getByTestId('profile-gender').textContent()).toBe('男');
    expect(await page.getByTestId('profile-email').textContent()).toBe('未設定');
    // Signed in, the login screen forwards to where sign-in would go.
    await go('/demo/login?redirectUri=%2Fdemo%2Fmenu');
    await page.waitForURL(`${baseUrl}/demo/menu`);
  });

  it('the resend countdown runs on the browser clock; the server says when a new code may go', async () => {
    const phone = randomMobile();
    await page.clock.install();
    await go('/demo/login');
    await enterPhone(phone.national);
    const first = await latestCode(baseUrl, phone.e164);
    const resend = page.getByTestId('resend');
    const secondsLeft = async () => Number(/^(\d+) 秒後可重新發送$/.exec((await resend.textContent()) ?? '')?.[1] ?? 0);
    const start = await secondsLeft();
    expect(start).toBeGreaterThan(50);
    expect(await resend.isDisabled()).toBe(true);

    // Half a minute later in the browser, half the wait is left.
    await page.clock.fastForward(30_000);
    await expect.poll(secondsLeft).toBeLessThanOrEqual(start - 30);
    expect(await resend.isDisabled()).toBe(true);

    // The browser's minute is over but not the server's: it refuses, and the countdown runs again.
    await page.clock.fastForward(31_000);
    await expect.poll(() => resend.isEnabled()).toBe(true);
    await resend.click();
    await page.getByRole('alert').filter({ hasText: AUTH_ERRORS.OTP_TOO_SOON }).waitFor();
    expect(await secondsLeft()).toBeGreaterThan(30);
    expect(await resend.isDisabled()).toBe(true);

    // A minute later on both clocks, a new code goes, and it signs in.
    await advanceClocks(clock, page, 61);
    await expect.poll(() => resend.isEnabled()).toBe(true);
    await resend.click();
    await page.getByText('已重新發送驗證碼').waitFor();
    await codeInput().fill(await codeFor(phone.e164, first.sentAt + 60));
    await page.waitForURL(/\/demo\/register/);
  });

  it('a login belongs to its store: signed in at one, another store asks to sign in', async () => {
    const other = await secondStore(baseUrl);
    await signedInCustomer(context, baseUrl, { info: { lastName: '周' } });
    await go('/demo/user/profile');
    await page.getByTestId('profile-name').getByText('周').waitFor();
    await go(`/${other.code}/user/profile`);
    await page.waitForURL(
      `${baseUrl}/${other.code}/login?redirectUri=${encodeURIComponent(`/${other.code}/user/profile`)}`,
    );
    await page.getByRole('heading', { level: 1, name: '登入或註冊' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('salon:login:demo'))).not.toBeNull();
  });
});

describe('inside LINE (LIFF stubbed: the browser cannot be LINE)', () => {
  const LINE_UA =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 Line/14.19.0';

  /**
   * The LIFF chunk replaced by a stub SDK, on a copy of the demo store with a liffId (the store's
   * own data, as the server renders its pages with it). Answers the LINE calls made and the store code.
   */
  async function asLine(answers: { verify?: object; verifyStatus?: number; login?: object; loginStatus?: number }) {
    await context.close();
    context = await browser.newContext({
      userAgent: LINE_UA,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-TW',
      timezoneId: 'Asia/Taipei',
    });
    page = await context.newPage();
    const calls: string[] = [];
    await page.route(/\/assets\/liff-[^/]*\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default {
          init: async (c) => { window.__liff = { ...(window.__liff || {}), init: c.liffId }; },
          isLoggedIn: () => true,
          login: () => {},
          logout: () => { window.__liff = { ...(window.__liff || {}), loggedOut: true }; },
          getIDToken: () => 'stub-id-token',
        };`,
      }),
    );
    await page.route('**/api/auth/lineTokenVerify?*', (route) => {
      calls.push('verify');
      return route.fulfill({ status: answers.verifyStatus ?? 200, json: answers.verify });
    });
    await page.route('**/api/auth/lineOTPLogin?*', (route) => {
      calls.push('login');
      return route.fulfill({ status: answers.loginStatus ?? 200, json: answers.login });
    });
    const { code } = await secondStore(baseUrl, 'LINE 店', { liffId: '1234567890-abcdefgh' });
    return { calls, code };
  }

  const proof = {
    status: 'SUCCESS',
    data: { lineLoginId: 'proof-1', lineUserId: 'U1', lineAvatar: null, lineName: '小美' },
  };

  it('signs in with LINE and stores the login', async () => {
    const login = {
      token: 'line-token',
      expireTime: Math.floor(Date.now() / 1000) + 90 * 86400,
      userId: 'c9',
      gender: 'Female',
      sourceId: 'U1',
    };
    const { calls, code } = await asLine({ verify: proof, login: { status: 'SUCCESS', data: login } });
    await go(`/${code}/terms`);
    await page.getByRole('heading', { name: '取消與退款政策' }).waitFor();
    expect(calls).toEqual(['verify', 'login']);
    expect(await page.evaluate(() => (window as unknown as { __liff: { init: string } }).__liff.init)).toBe(
      '1234567890-abcdefgh',
    );
    expect(
      JSON.parse((await page.evaluate((store) => localStorage.getItem(`salon:login:${store}`), code)) ?? '{}'),
    ).toEqual(login);
  });

  it('a LINE user who is not a customer goes to login, which offers to bind LINE', async () => {
    const { code } = await asLine({
      verify: proof,
      loginStatus: 404,
      login: { status: 'RESOURCE_NOT_FOUND', message: '查無此顧客' },
    });
    await go(`/${code}/menu`);
    await page.waitForURL(`${baseUrl}/${code}/login?redirectUri=%2F${code}%2Fmenu`);
    await page.getByText('完成手機驗證後，將同時綁定您的 LINE 帳號。').waitFor();
    const session = JSON.parse(
      (await page.evaluate((store) => sessionStorage.getItem(`salon:login-session:${store}`), code)) ?? '{}',
    );
    expect(session.lineLoginId).toBe('proof-1');
  });

  it('a refused LINE token opens the login error dialog; the backdrop does not close it; refresh logs out of LINE and goes to login', async () => {
    const { code } = await asLine({ verifyStatus: 403, verify: { status: 'LINE_UNAUTHORIZED', message: 'x' } });
    await go(`/${code}/retail`);
    const dialog = page.getByRole('alertdialog', { name: 'LINE 驗證失敗' });
    await dialog.waitFor();
    expect(await dialog.getByText('請聯繫店家').count()).toBe(1);
    await page.mouse.click(10, 10);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '重新整理' }).click();
    await page.waitForURL(`${baseUrl}/${code}/login?redirectUri=%2F${code}%2Fretail`);
    expect(await page.evaluate(() => (window as unknown as { __liff: { loggedOut?: boolean } }).__liff.loggedOut)).toBe(
      true,
    );
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('any other failure is 登入失敗 with a refresh button that reloads', async () => {
    const { calls, code } = await asLine({ verifyStatus: 422, verify: { status: 'LINE_NOT_ENABLED', message: 'x' } });
    await go(`/${code}/store`);
    const dialog = page.getByRole('alertdialog', { name: '登入失敗' });
    await dialog.waitFor();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: '重新整理' }).click();
    await reloaded;
    await page.getByRole('alertdialog', { name: '登入失敗' }).waitFor();
    expect(calls).toEqual(['verify', 'verify']);
  });

  it('outside LINE the LIFF SDK is never requested', async () => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/liff-/.test(r.url())) requested.push(r.url());
    });
    await go('/demo/store');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await go('/demo/login');
    await page.getByRole('heading', { name: '登入或註冊' }).waitFor();
    expect(requested).toEqual([]);
  });
});
