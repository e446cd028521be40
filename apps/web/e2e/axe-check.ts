import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settleTransitions } from './browser';

/**
 * One screen's accessibility check for the staff app: axe-core's critical and serious violations,
 * and touch targets under 44×44 px (checkboxes are measured by their label rows); every staff scan
 * uses it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Report {
  where: string;
  violations: { id: string; help: string; targets: string[] }[];
  small: string[];
}

export async function check(page: Page, where: string): Promise<Report> {
  await page.waitForLoadState('networkidle');
  await settleTransitions(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script.
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'critical' || v.impact === 'serious')
      .map((v: { id: string; help: string; nodes: { target: string[]; html: string }[] }) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`),
      }));
  });
  const small = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], select, input, summary')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.getAttribute('type') === 'checkbox') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2 || (el.tagName === 'A' && style.display === 'inline')) continue;
      if (rect.width < 43.5 || rect.height < 43.5) {
        found.push(
          `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${rect.width}×${rect.height}`,
        );
      }
    }
    return found;
  });
  return { where, violations, small };
}
