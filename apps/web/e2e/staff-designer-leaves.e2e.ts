import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserPerFile } from './browser-per-file';
import {
  DESK,
  expectAccessible,
  firstFreeStart,
  OWNER,
  openOffice,
  ownerCall,
  signIn,
  staffedStore,
  staffPage,
  TABLET,
} from './staff-support';

/**
 * A designer who leaves: the owner switches her off on the team screen. Refused first while she
 * still has a coming booking (the dialog names the customer); once it is cancelled she is switched
 * off, customers' menu no longer offers her, and she is listed among those who left until she is
 * switched on again. At 1280×800 (mouse, zh-TW) and on a 1024×768 touch tablet (English); axe clean.
 */
const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();

const TEXTS = {
  'zh-TW': {
    team: '團隊與時間',
    stop: '停止接受預約：Kevin（離職）',
    confirm: '停止接受預約',
    coming: '還有 1 筆之後的預約',
    done: '已停止接受 Kevin 的預約。',
    former: '已離職的設計師',
    back: '恢復接受預約：Kevin',
    returned: 'Kevin 已恢復接受預約。',
  },
  en: {
    team: 'Team & hours',
    stop: 'Stop bookings: Kevin (left)',
    confirm: 'Stop bookings',
    coming: '1 coming booking is still theirs',
    done: 'Kevin takes no more bookings.',
    former: 'Designers who have left',
    back: 'Take bookings again: Kevin',
    returned: 'Kevin takes bookings again.',
  },
} as const;

const journeys = [
  { size: DESK, lang: 'zh-TW', touch: false },
  { size: TABLET, lang: 'en', touch: true },
] as const;

const menuDesigners = async (code: string) => {
  const res = await fetch(`${baseUrl}/api/bookings/menu/service?code=${code}`);
  return ((await res.json()) as { data: { users: { id: string }[] } }).data.users.map((u) => u.id);
};

describe('a designer who leaves is switched off on the team screen', () => {
  for (const { size, lang, touch } of journeys) {
    it(`refused while she has a booking, then off and back on (${size.width}×${size.height}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { code } = await staffedStore(baseUrl);
      const startTime = await firstFreeStart(baseUrl, {
        productId: 'cut-wash',
        designer: 'kevin',
        daysAhead: 2,
        store: code,
      });
      const { bookingId } = (await ownerCall(
        baseUrl,
        'POST',
        '/bookings',
        {
          events: [{ productId: 'cut-wash', userId: 'kevin' }],
          startTime,
          customerCount: 1,
          customer: { walkIn: true, name: '林小姐' },
        },
        code,
      )) as { bookingId: string };
      const owner = await staffPage(run.browser, run.contexts, size, { lang });
      await signIn(owner, baseUrl, OWNER, code);
      const tap = (_page: Page, target: ReturnType<Page['locator']>) => (touch ? target.tap() : target.click());
      await openOffice(owner, text.team);
      const card = owner.getByTestId('designer-kevin');
      await card.waitFor();

      await tap(owner, card.getByRole('button', { name: text.stop, exact: true }));
      const dialog = owner.getByTestId('leave-dialog');
      await dialog.waitFor();
      await tap(owner, dialog.getByRole('button', { name: text.confirm, exact: true }));
      await expect.poll(() => dialog.innerText()).toContain(text.coming);
      expect(await dialog.innerText()).toContain('林小姐');
      await expectAccessible(owner, `leave dialog refused ${lang}`);
      await owner.screenshot({ path: `.tmp/designer-leave-refused-${size.width}-${lang}.png` });
      expect(await menuDesigners(code)).toContain('kevin');

      await ownerCall(baseUrl, 'POST', '/bookings/status', { bookingId, action: 'close', reason: '設計師離職' }, code);
      await tap(owner, dialog.getByRole('button', { name: text.confirm, exact: true }));
      await expect.poll(() => owner.getByRole('status').filter({ hasText: text.done }).count()).toBe(1);
      await dialog.waitFor({ state: 'detached' });
      const former = owner.getByTestId('former-kevin');
      await former.waitFor();
      expect(await owner.getByRole('heading', { name: text.former }).count()).toBe(1);
      expect(await card.count()).toBe(0);
      expect(await menuDesigners(code)).not.toContain('kevin');
      await expectAccessible(owner, `team with a former designer ${lang}`);
      await owner.screenshot({ path: `.tmp/designer-left-${size.width}-${lang}.png`, fullPage: true });

      await tap(owner, former.getByRole('button', { name: text.back, exact: true }));
      await expect.poll(() => owner.getByRole('status').filter({ hasText: text.returned }).count()).toBe(1);
      await card.waitFor();
      expect(await former.count()).toBe(0);
      expect(await menuDesigners(code)).toContain('kevin');
    });
  }
});
