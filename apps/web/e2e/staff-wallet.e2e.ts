import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, settleTransitions } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { registerCustomer, storeLogin } from './fixtures';
import { DESK, ownerPage, TABLET } from './staff-support';

/**
 * The wallet at the counter (issue 24.5) in Chromium against the real API: the owner finds a
 * customer, sells a value card and tops it up; the customer sees the balance in their wallet; the
 * audit log lists both moves. Screenshots at desk and tablet size in both languages.
 */
const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now: `rule: target` each. */
async function violations(page: Page): Promise<string[]> {
  await settleTransitions(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script.
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.flatMap((v: { id: string; nodes: { target: string[] }[] }) =>
      v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`),
    );
  });
}

const shot = async (page: Page, name: string) => {
  await settleTransitions(page);
  await page.screenshot({ path: `screenshots/staff-wallet-${name}.png`, fullPage: true });
};

describe('the wallet at the counter', () => {
  it('the owner sells and tops up a value card; the customer sees the balance; the audit log has both moves', async () => {
    const surname = `錢${Math.random().toString(36).slice(2, 6)}`;
    const login = await registerCustomer(baseUrl, { info: { lastName: surname } });

    const owner = await ownerPage(run.browser, run.contexts, baseUrl);
    await owner.getByRole('link', { name: '顧客錢包' }).click();
    await owner.getByLabel('找顧客（姓名或手機）').fill(surname);
    await owner
      .getByRole('list', { name: '符合的顧客' })
      .getByRole('button', { name: new RegExp(surname) })
      .click();
    await owner.getByTestId('wallet-customer').getByText(surname).waitFor();
    await owner.getByText('這位顧客還沒有儲值卡。').waitFor();
    const customerId = new URL(owner.url()).searchParams.get('customer');
    expect(customerId).toBe(login.userId);

    // Sell: a bad amount is named under its field, then $3,000 in cash.
    await owner.getByRole('button', { name: '售出儲值卡' }).click();
    const sale = owner.getByRole('form', { name: '售出儲值卡' });
    await sale.getByLabel('金額').fill('0');
    await sale.getByRole('button', { name: '售出儲值卡' }).click();
    await sale.getByText('金額至少 $1').waitFor();
    await sale.getByLabel('金額').fill('3,000');
    await sale.getByRole('button', { name: '收款 $3,000' }).click();
    await owner.getByText('已售出儲值卡並記入帳本。').waitFor();
    const balance = owner.getByTestId('staff-card-balance');
    await expect.poll(() => balance.allTextContents()).toEqual(['$3,000']);

    // Top up $2,000 by LINE Pay at the shop.
    await owner.getByRole('button', { name: '加值', exact: true }).click();
    const topUp = owner.getByRole('form', { name: '加值' });
    await topUp.getByLabel('金額').fill('2000');
    await topUp.getByLabel('收款方式').selectOption('LinePayOffline');
    await topUp.getByRole('button', { name: '收款並加值' }).click();
    await owner.getByText('已加值。').waitFor();
    await expect.poll(() => balance.allTextContents()).toEqual(['$5,000']);
    await owner.getByText(/異動紀錄（2 筆）/).click();
    await owner.getByRole('cell', { name: '+$2,000' }).waitFor();
    await shot(owner, 'desk-zh');

    // A destructive move asks first; cancelling changes nothing.
    await owner.getByRole('button', { name: '停用' }).click();
    const dialog = owner.getByTestId('card-state-dialog');
    await dialog.getByText(/無法復原/).waitFor();
    await shot(owner, 'desk-zh-confirm');
    expect(await violations(owner)).toEqual([]);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The customer's value card page shows the card and its balance.
    const phone = await openPage(run.browser);
    run.contexts.push(phone.context);
    await storeLogin(phone.context, login);
    await phone.page.goto(`${baseUrl}/demo/user/valueCard`);
    await phone.page.getByTestId('card-balance').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => phone.page.getByTestId('card-balance').allTextContents()).toEqual(['$5,000']);
    await phone.page.screenshot({ path: 'screenshots/staff-wallet-customer.png', fullPage: true });

    // The audit log lists the sale and the top-up, with the owner.
    const audit = await owner.request.get(`${baseUrl}/api/staff/audit?code=demo&limit=200`);
    const entries = (
      (await audit.json()) as {
        data: {
          entries: {
            operation: string;
            entityId: string;
            staff: { name: string } | null;
            after: { balance?: number };
          }[];
        };
      }
    ).data.entries;
    const sold = entries.find((e) => e.operation === 'staffSellValueCard' && e.entityId === customerId);
    expect(sold?.after.balance).toBe(3000);
    const cardId = (sold?.after as { id?: string } | undefined)?.id;
    const topped = entries.find((e) => e.operation === 'staffTopUpValueCard' && e.entityId === cardId);
    expect(topped?.after.balance).toBe(5000);

    // The same screen at the front desk's tablet, and both in English.
    for (const [size, name, lang] of [
      [TABLET, 'tablet-zh', 'zh-TW'],
      [DESK, 'desk-en', 'en'],
      [TABLET, 'tablet-en', 'en'],
    ] as const) {
      const page = await ownerPage(run.browser, run.contexts, baseUrl, { size, lang });
      await page.goto(`${baseUrl}/demo/staff/wallet?customer=${customerId}`);
      await page.getByTestId('staff-card-balance').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId('staff-card-balance').allTextContents()).toEqual(['$5,000']);
      if (lang === 'en') await page.getByRole('button', { name: 'Sell a service ticket' }).click();
      else await page.getByRole('button', { name: '售出服務券' }).click();
      await shot(page, name);
      expect(await violations(page), name).toEqual([]);
    }
  }, 300_000);
});
