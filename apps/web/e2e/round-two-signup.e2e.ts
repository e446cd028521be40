import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { latestCode, randomMobile } from './fixtures';
import { pagePerTest } from './page-per-test';
import { expectAxeClean } from './round-two-support';

/**
 * Issue 28, point 4: the way back during sign-up keeps what was proven. Back on registration step 2
 * is step 1 (issue 43.9: the steps are entries of their own), and back again leaves sign-up for the
 * page before; a page that needs sign-in then
 * goes on at step 1 with the phone still verified, not a new code; 上一步 then 下一步 keeps the
 * birthday and e-mail typed on step 2.
 */

const baseUrl = inject('baseUrl');
let page: Page;
pagePerTest((opened) => {
  ({ page } = opened);
});

async function toStepTwo(): Promise<void> {
  const phone = randomMobile();
  await page.goto(`${baseUrl}/demo/store`);
  await page.getByRole('navigation').getByRole('link', { name: '會員', exact: true }).click();
  await page.waitForURL(/\/demo\/login\?/);
  await page.getByLabel('手機號碼', { exact: true }).fill(phone.national);
  await page.getByRole('button', { name: '取得驗證碼' }).click();
  await page.waitForURL(/\/demo\/sms/);
  await page.getByLabel('6 位數驗證碼').fill((await latestCode(baseUrl, phone.e164)).code);
  await page.waitForURL(/\/demo\/register\?/);
  await page.getByLabel('姓名').fill('陳小安');
  await page.locator('label').filter({ hasText: /^女$/ }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL(/\/demo\/registerProfile\?/);
}

async function typeStepTwo(): Promise<void> {
  await page.getByLabel('出生年').selectOption('1995');
  await page.getByLabel('出生月').selectOption('8');
  await page.getByLabel('出生日').selectOption('17');
  await page.getByLabel('電子郵件').fill('an.chen@example.com');
}

async function expectStepTwoKept(): Promise<void> {
  await page.waitForURL(/\/demo\/registerProfile\?/);
  expect(await page.getByLabel('出生年').inputValue()).toBe('1995');
  expect(await page.getByLabel('出生月').inputValue()).toBe('8');
  expect(await page.getByLabel('出生日').inputValue()).toBe('17');
  expect(await page.getByLabel('電子郵件').inputValue()).toBe('an.chen@example.com');
}

async function backOnStepOne(): Promise<void> {
  await page.waitForURL(/\/demo\/register\?/);
  await page.getByText('步驟 1／2').waitFor();
  expect(await page.getByLabel('姓名').inputValue()).toBe('陳小安');
}

describe('the way back during sign-up keeps what was proven (issue 28, point 4)', () => {
  it("the browser's back from step 2, then step 1, leaves sign-up; the account page then goes on at step 1 without a new code, name, birthday and e-mail kept", async () => {
    await toStepTwo();
    await typeStepTwo();
    await page.goBack();
    await backOnStepOne();
    await page.goBack();
    await page.waitForURL(/\/demo\/store$/);
    await page.getByRole('navigation').getByRole('link', { name: '會員', exact: true }).click();
    await backOnStepOne();
    await expectAxeClean(page);
    await page.getByRole('button', { name: '下一步' }).click();
    await expectStepTwoKept();
    await page.screenshot({ path: 'screenshots/round-two-signup-kept.png', fullPage: true });
    await page.getByRole('button', { name: '完成註冊' }).click();
    await page.waitForURL(`${baseUrl}/demo/user/profile`);
    expect(await page.getByTestId('profile-email').textContent()).toBe('an.chen@example.com');
    expect(await page.getByTestId('profile-birth').textContent()).toBe('1995/08/17');
  }, 90_000);

  it('上一步 then 下一步 keeps the birthday and e-mail', async () => {
    await toStepTwo();
    await typeStepTwo();
    await page.getByRole('button', { name: '上一步' }).click();
    await backOnStepOne();
    await page.getByRole('button', { name: '下一步' }).click();
    await expectStepTwoKept();
    await page.getByRole('button', { name: '完成註冊' }).click();
    await page.waitForURL(`${baseUrl}/demo/user/profile`);
    expect(await page.getByTestId('profile-birth').textContent()).toBe('1995/08/17');
  }, 90_000);
});
