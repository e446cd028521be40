import { describe, expect, it } from 'vitest';
import { shouldScrollToTop } from './scroll';

describe('scroll behaviour (spec: scroll to top, except on the menu route when the route name is unchanged)', () => {
  it.each([
    ['store → menu scrolls to top', 'Store', 'StoreMenu', true],
    ['menu → menu (another product or designer) keeps the position', 'StoreMenu', 'StoreMenu', false],
    ['menu → retail scrolls to top', 'StoreMenu', 'StoreRetail', true],
    ['retail → retail (same name, not the menu) scrolls to top', 'StoreRetail', 'StoreRetail', true],
    ['store → store scrolls to top', 'Store', 'Store', true],
    ['first page (no previous route) scrolls to top', null, 'StoreMenu', true],
    ['an unnamed page scrolls to top', 'StoreMenu', undefined, true],
  ] as const)('%s', (_rule, previous, next, expected) => {
    expect(shouldScrollToTop(previous, next)).toBe(expected);
  });
});
