import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@salon/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LANGUAGE_KEY } from '../src/lib/storage';
import { settleTransitions } from './browser';

/* Shared by the round-two-*.e2e.ts journeys (issue 28): language, desktop size and axe. */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Lang = Language;

/** Every page of the context starts in `lang` (the language switch's stored choice). */
export async function useLanguage(context: BrowserContext, lang: Lang): Promise<void> {
  if (lang === 'en') await context.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
}

/** axe over the page as it is: no critical or serious violation (their ids and targets if any). */
export async function expectAxeClean(page: Page): Promise<void> {
  await settleTransitions(page);
  // Evaluated over the DevTools protocol: the app's Content-Security-Policy refuses inline script tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script.
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'critical' || v.impact === 'serious')
      .map(
        (v: { id: string; nodes: { target: string[] }[] }) =>
          `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  });
  expect(violations).toEqual([]);
}
