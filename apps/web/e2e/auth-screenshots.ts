/**
 * Phone-sized PNGs of the sign-in and profile screens in /work/main/screenshots/ (gitignored), to
 * look at. Not a test. Run: npx tsx apps/web/e2e/auth-screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';
import { buildWeb, startAppServer } from './serve';

const OUT = fileURLToPath(new URL('../../../screenshots', import.meta.url));

buildWeb();
const server = await startAppServer();
const base = server.url;
const browser = await launchBrowser();
mkdirSync(OUT, { recursive: true });

const random = () => `${Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function codeFor(e164: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const body = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(e164)}`)).json()) as {
      data: { code: string }[];
    };
    if (body.data[0]) return body.data[0].code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no code');
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(350);
  const file = join(OUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

try {
  // The whole path of a new customer, in zh-TW.
  {
    const rest = random();
    const { context, page } = await openPage(browser, { deviceScaleFactor: 2 });
    await page.goto(`${base}/demo/user/profile`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '登入或註冊' }).waitFor();
    await shot(page, 'auth-login');
    await page.getByLabel('手機號碼', { exact: true }).fill('02 2771 5566');
    await page.getByRole('button', { name: '取得驗證碼' }).click();
    await page.getByText('請輸入有效的手機號碼').waitFor();
    await shot(page, 'auth-login-invalid');
    await page.getByLabel('手機號碼', { exact: true }).fill(`09${rest}`);
    await page.getByRole('button', { name: '取得驗證碼' }).click();
    await page.waitForURL(/\/sms/);
    await page.getByLabel('6 位數驗證碼').pressSequentially('12');
    await shot(page, 'auth-code');
    const code = await codeFor(`+8869${rest}`);
    await page.getByLabel('6 位數驗證碼').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('alert').filter({ hasText: '驗證碼錯誤' }).waitFor();
    await shot(page, 'auth-code-wrong');
    await page.getByLabel('6 位數驗證碼').fill(code);
    await page.waitForURL(/\/register/);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('請輸入姓名').waitFor();
    await shot(page, 'auth-register-errors');
    await page.getByLabel('姓名').fill('王小美');
    await page.locator('label').filter({ hasText: /^女$/ }).click();
    await shot(page, 'auth-register');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/registerProfile/);
    await page.getByLabel('出生年').selectOption('1992');
    await page.getByLabel('出生月').selectOption('2');
    await page.getByLabel('出生日').selectOption('29');
    await page.getByLabel('電子郵件').fill('mei.wang@example.com');
    await shot(page, 'auth-register-profile');
    await page.getByRole('button', { name: '完成註冊' }).click();
    await page.waitForURL(/\/user\/profile$/);
    await page.getByTestId('profile-name').waitFor();
    await shot(page, 'auth-profile');
    await shot(page, 'auth-profile-full', true);
    await page.getByRole('link', { name: '編輯個人資料' }).click();
    await page.getByLabel('姓名').waitFor();
    await shot(page, 'auth-profile-editor', true);
    await page.getByLabel('電子郵件').fill('mei@');
    await page.getByRole('button', { name: '儲存' }).click();
    await page.getByText('電子郵件格式不正確').waitFor();
    await shot(page, 'auth-profile-editor-error');
    await page.getByLabel('電子郵件').fill('mei@example.com');
    await page.getByRole('button', { name: '儲存' }).click();
    await page.getByText('已更新個人資料').waitFor();
    await shot(page, 'auth-profile-saved');
    await page.getByRole('button', { name: '登出' }).click();
    await page.getByRole('alertdialog').waitFor();
    await shot(page, 'auth-logout-dialog');
    await context.close();
  }

  // English.
  {
    const { context, page } = await openPage(browser, { deviceScaleFactor: 2 });
    await context.addInitScript(() => localStorage.setItem('salon:lang', 'en'));
    await page.goto(`${base}/demo/login`, { waitUntil: 'networkidle' });
    await shot(page, 'auth-login-en');
    await context.close();
  }

  // The LINE login error dialog (LIFF stubbed: Chromium is not LINE).
  {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0.0.0 Mobile Safari/537.36 Line/14.19.0',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-TW',
      timezoneId: 'Asia/Taipei',
    });
    const page = await context.newPage();
    await page.route(/\/assets\/liff-[^/]*\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default { init: async () => {}, isLoggedIn: () => true, login() {}, logout() {}, getIDToken: () => "t" };',
      }),
    );
    await page.route('**/api/bookings/store?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.liffId = '1234567890-abcdefgh';
      await route.fulfill({ response, json: body });
    });
    await page.route('**/api/auth/lineTokenVerify?*', (route) =>
      route.fulfill({ status: 403, json: { status: 'LINE_UNAUTHORIZED', message: 'x' } }),
    );
    await page.goto(`${base}/demo/store`, { waitUntil: 'networkidle' });
    await page.getByRole('alertdialog').waitFor();
    await shot(page, 'auth-line-error');
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
