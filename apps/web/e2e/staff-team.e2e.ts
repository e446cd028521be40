import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserPerFile } from './browser-per-file';
import {
  DESK,
  expectAccessible,
  openOffice,
  ownerCall,
  signIn,
  staffedStore,
  staffPage,
  TABLET,
} from './staff-support';

/**
 * Team accounts (issue 39): the owner deactivates a manager while the manager is signed in in
 * another run.browser; the manager's next action lands on the sign-in page and signing in again is
 * refused in words. At 1280×800 (mouse, zh-TW) and on a 1024×768 touch tablet (English); the
 * accounts screen and its confirm dialog have no serious or critical axe finding.
 */
const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();

const TEXTS = {
  'zh-TW': {
    accounts: '團隊帳號',
    deactivate: (name: string) => `停用 ${name}`,
    confirm: '停用',
    done: (name: string) => `已停用 ${name}，並在所有裝置登出。`,
    week: '週檢視',
    refused: '這個帳號已停用，請洽店主',
    inactive: '已停用',
  },
  en: {
    accounts: 'Staff accounts',
    deactivate: (name: string) => `Deactivate ${name}`,
    confirm: 'Deactivate',
    done: (name: string) => `${name} was deactivated and signed out everywhere.`,
    week: 'Week',
    refused: 'This account is deactivated. Ask the owner.',
    inactive: 'Deactivated',
  },
} as const;

/** A manager of `code` with a password: invited by the owner, the password set through the link. */
async function addManager(code: string, name: string) {
  const email = `manager-${Math.random().toString(36).slice(2, 8)}@staff.test`;
  const password = 'manager-password-1';
  const invited = (await ownerCall(baseUrl, 'POST', '/members', { email, name, role: 'manager' }, code)) as {
    member: { id: string };
    setupLink: string;
  };
  const token = invited.setupLink.split('#token=')[1];
  const res = await fetch(`${baseUrl}/api/staff/auth/password?code=${code}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  if (res.status !== 200) throw new Error(`set password: ${res.status} ${await res.text()}`);
  return { id: invited.member.id, email, password };
}

const journeys = [
  { size: DESK, lang: 'zh-TW', touch: false },
  { size: TABLET, lang: 'en', touch: true },
] as const;

describe('team accounts: a deactivated manager is signed out at once', () => {
  for (const { size, lang, touch } of journeys) {
    it(`the owner deactivates a signed-in manager (${size.width}×${size.height}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { code } = await staffedStore(baseUrl);
      const name = lang === 'en' ? 'Mona' : '莫娜';
      const manager = await addManager(code, name);
      const managerPage = await staffPage(run.browser, run.contexts, size, { lang });
      await signIn(managerPage, baseUrl, manager, code);
      const owner = await staffPage(run.browser, run.contexts, size, { lang });
      await signIn(owner, baseUrl, { email: 'owner@demo.test', password: 'demo-owner-pass' }, code);
      const tap = (_page: Page, target: ReturnType<Page['locator']>) => (touch ? target.tap() : target.click());

      await openOffice(owner, text.accounts);
      await owner.waitForURL(`**/${code}/staff/accounts`);
      const card = owner.getByTestId(`account-${manager.id}`);
      await card.waitFor();
      await expectAccessible(owner, `accounts ${lang}`);

      await tap(owner, card.getByRole('button', { name: text.deactivate(name), exact: true }));
      const dialog = owner.getByTestId('deactivate-dialog');
      await dialog.waitFor();
      await expectAccessible(owner, `deactivate dialog ${lang}`);
      await tap(owner, dialog.getByRole('button', { name: text.confirm, exact: true }));
      await expect
        .poll(() =>
          owner
            .getByRole('status')
            .filter({ hasText: text.done(name) })
            .count(),
        )
        .toBe(1);
      await expect.poll(() => card.textContent()).toContain(text.inactive);

      // The manager's next action, in the other browser, lands on the sign-in page. Her day page
      // polls every few seconds, so that poll may already have taken her there before the tap.
      const onSignIn = managerPage.waitForURL(`**/${code}/staff/login**`);
      await Promise.race([
        onSignIn,
        tap(managerPage, managerPage.getByRole('link', { name: text.week, exact: true })).catch(() => undefined),
      ]);
      await onSignIn;
      // Every call the week page had started answers 401 too: sign in once they have all landed.
      await managerPage.waitForLoadState('networkidle');
      // A late 401 may still bring the sign-in page up anew and empty its fields (a slow host): fill
      // them until the form takes them, then sign in.
      const submit = managerPage.locator('form button[type="submit"]');
      await expect
        .poll(
          async () => {
            await managerPage.locator('#staff-email').fill(manager.email);
            await managerPage.locator('#staff-password').fill(manager.password);
            return submit.isEnabled();
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await submit.click();
      await expect.poll(() => managerPage.locator('body').innerText()).toContain(text.refused);
    });
  }
});
