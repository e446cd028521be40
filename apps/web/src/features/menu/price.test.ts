import { eventDuration, eventPrice, type ServiceProduct } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { product } from '#web/features/booking/test-fixtures';
import { formatProductDuration, formatProductPrice, productRange } from './price';

const designers = ['amber', 'kevin', 'mia', 'leo', 'yuna'];

// Shapes as the API sends the demo store's services (override values filled when useDefault).
const cutWash = product({
  providers: [
    { userId: 'amber', useDefault: false, price: 1200, duration: 60, isProvided: true },
    { userId: 'kevin', useDefault: false, price: 1000, duration: 60, isProvided: true },
    { userId: 'yuna', useDefault: true, price: 800, duration: 60, isProvided: false },
  ],
});
const perm = product({
  price: 3600,
  duration: 180,
  isAssigned: true,
  providers: [
    { userId: 'amber', useDefault: false, price: 4200, duration: 180, isProvided: true },
    { userId: 'kevin', useDefault: true, price: 3600, duration: 180, isProvided: true },
    { userId: 'leo', useDefault: false, price: 3800, duration: 150, isProvided: true },
  ],
});
const color = product({
  price: 2200,
  duration: 120,
  subItemType: 'Multiple',
  isShowSubItem: true,
  subItems: [
    { id: 'short', name: '短髮', price: 2200, duration: 120 },
    { id: 'long', name: '長髮', price: 3400, duration: 180 },
  ],
  subItemProviders: [{ userId: 'kevin', subItemId: 'long', price: 3900, duration: 180 }],
  providers: [{ userId: 'kevin', useDefault: false, price: 2500, duration: 120, isProvided: true }],
});

// isAssigned and every designer who offers it sets a price of their own: nobody charges the product's 4,800.
const bleach = product({
  price: 4800,
  duration: 210,
  isAssigned: true,
  providers: [
    { userId: 'amber', useDefault: false, price: 5500, duration: 210, isProvided: true },
    { userId: 'leo', useDefault: false, price: 5000, duration: 180, isProvided: true },
    { userId: 'mia', useDefault: false, price: 4500, duration: 180, isProvided: false },
  ],
});

const show = (p: ServiceProduct, userId: string | null) => {
  const range = productRange(p, designers, userId);
  return range && [formatProductPrice(range), formatProductDuration(range, 'zh-TW')];
};

describe('menu price and duration ranges', () => {
  it.each([
    ['no preference: over the product price and all designer overrides', cutWash, null, ['$800 ~ $1,200', '1 小時']],
    ['one designer: their override, a single value when min = max', cutWash, 'amber', ['$1,200', '1 小時']],
    ['one designer with no entry: the product price', cutWash, 'mia', ['$800', '1 小時']],
    ['a designer listed as not provided does not offer it', cutWash, 'yuna', null],
    ['isAssigned: only designers listed as provided count', perm, null, ['$3,600 ~ $4,200', '2 小時 30 分鐘 ~ 3 小時']],
    ['isAssigned: an unlisted designer does not offer it', perm, 'mia', null],
    ['useDefault uses the product values', perm, 'kevin', ['$3,600', '3 小時']],
    ['sub-items: the lowest price with 起, durations as a range', color, null, ['$2,200 起', '2 小時 ~ 3 小時']],
    ['sub-items for a designer who overrides: their sub-item prices', color, 'kevin', ['$2,200 起', '2 小時 ~ 3 小時']],
  ] as const)('%s', (_rule, p, userId, expected) => {
    expect(show(p, userId)).toEqual(expected);
  });

  it('a designer override of a sub-item raises the top of the range', () => {
    const range = productRange(color, designers, null);
    expect(range?.price).toEqual({ min: 2200, max: 3900 });
  });

  it('one sub-item alone: its range over the designers who override it', () => {
    const long = color.subItems[1]!;
    const range = productRange(color, designers, null, long);
    expect(range && formatProductPrice(range)).toBe('$3,400 ~ $3,900');
  });

  it("English shows 'from $2,200' instead of 起", () => {
    const range = productRange(color, designers, null);
    expect(range && formatProductPrice(range, 'en')).toBe('from $2,200');
  });
});

describe('the menu range is what the cart and the API charge (domain eventPrice / eventDuration)', () => {
  it.each([
    ['isAssigned, all designers override: no preference', bleach, null, { min: 5000, max: 5500 }],
    ['isAssigned, all designers override: one designer', bleach, 'leo', { min: 5000, max: 5000 }],
    ['no preference over overrides and product prices', cutWash, null, { min: 800, max: 1200 }],
    ['isAssigned with a useDefault designer', perm, null, { min: 3600, max: 4200 }],
    ['a designer with no entry', cutWash, 'mia', { min: 800, max: 800 }],
  ] as const)('%s', (_rule, p, userId, price) => {
    const range = productRange(p, designers, userId);
    expect(range?.price).toEqual(price);
    expect(range?.price).toEqual(eventPrice(p, userId, null, designers));
    expect(range?.duration).toEqual(eventDuration(p, userId, null, designers));
  });

  it("never shows the product's own price when no designer who offers it charges it", () => {
    const range = productRange(bleach, designers, null);
    expect(range && formatProductPrice(range)).toBe('$5,000 ~ $5,500');
  });

  it('with sub-items: the span of each sub-item as eventPrice prices it', () => {
    const range = productRange(color, designers, null);
    const each = color.subItems.map((s) => eventPrice(color, null, s.id, designers));
    expect(range?.price).toEqual({
      min: Math.min(...each.map((r) => r.min)),
      max: Math.max(...each.map((r) => r.max)),
    });
  });

  it('a designer who does not offer it has no range', () => {
    expect(productRange(bleach, designers, 'mia')).toBeNull();
    expect(productRange(bleach, designers, 'kevin')).toBeNull();
  });
});
