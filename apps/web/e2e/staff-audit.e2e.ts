import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { check } from './axe-check';
import { useBrowserPerFile } from './browser-per-file';
import { DESK, openOffice, ownerPage, staffedStore, TABLET } from './staff-support';

/**
 * The audit log in sentences (issue 39): the owner changes a service's price in the menu editor,
 * opens the audit log, filters it to price changes and reads the change as a sentence in the
 * language of the app, then opens its details (the raw change). At 1280×800 (mouse) in zh-TW and on
 * a 1024×768 touch tablet in English, each on a store of its own; axe finds nothing serious.
 */
const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();

const TEXTS = {
  'zh-TW': {
    menu: '服務項目',
    audit: '稽核紀錄',
    edit: /編輯/,
    price: '價格',
    save: '儲存',
    what: '動作類別',
    details: '詳細內容',
    sentence: /^.+ 將「洗剪吹」價格由 \$\d[\d,]* 改為 \$1,234$/,
  },
  en: {
    menu: 'Menu',
    audit: 'Audit log',
    edit: /Edit/,
    price: 'Price',
    save: 'Save',
    what: 'Kind of change',
    details: 'Details',
    sentence: /^.+ changed the price of ".+" from \$\d[\d,]* to \$1,234$/,
  },
} as const;

const journeys = [
  { size: DESK, lang: 'zh-TW', touch: false },
  { size: TABLET, lang: 'en', touch: true },
] as const;

const JOURNEY_MS = 150_000;

describe('the audit log says a price change in a sentence', () => {
  for (const { size, lang, touch } of journeys) {
    it(
      `a price changed in the menu editor is found under price, read as a sentence, with details (${size.width}×${size.height}, ${lang})`,
      async () => {
        const text = TEXTS[lang];
        const { code } = await staffedStore(baseUrl, '稽核測試店');
        const owner = await ownerPage(run.browser, run.contexts, baseUrl, { code, size, lang });
        const tap = (target: ReturnType<Page['locator']>) => (touch ? target.tap() : target.click());

        await openOffice(owner, text.menu);
        const line = owner.getByTestId('service-cut-wash');
        await tap(line.getByRole('button', { name: text.edit }));
        const form = owner.getByTestId('service-form');
        await form.getByLabel(text.price, { exact: true }).fill('1234');
        await tap(form.getByRole('button', { name: text.save }));
        await owner.getByTestId('service-panel').waitFor({ state: 'detached' });
        await expect.poll(() => line.textContent()).toContain('$1,234');

        await openOffice(owner, text.audit);
        const entries = owner.getByTestId('audit-entry');
        await entries.first().waitFor();
        await owner.getByLabel(text.what).selectOption('price');
        await expect.poll(() => entries.count(), { timeout: 30_000 }).toBe(1);
        const entry = entries.first();
        expect(await entry.getByTestId('audit-summary').textContent()).toMatch(text.sentence);
        expect(await entry.locator('time').textContent()).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);

        const toggle = entry.getByRole('button', { name: text.details });
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await tap(toggle);
        expect(await entry.getByRole('button', { expanded: true }).count()).toBe(1);
        const details = entry.getByTestId('audit-details');
        await details.waitFor();
        expect(await details.textContent()).toMatch(/price[\s\S]*1234/);

        const report = await check(owner, `audit ${size.width} ${lang}`);
        expect(report.violations, JSON.stringify(report.violations)).toEqual([]);
        expect(report.small, report.small.join('\n')).toEqual([]);
      },
      JOURNEY_MS,
    );
  }
});
