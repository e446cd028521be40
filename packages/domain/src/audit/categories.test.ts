import { describe, expect, it } from 'vitest';
import { AUDIT_CATEGORIES, AUDIT_CATEGORY_OF, auditCategoriesOf, isPriceChange, operationsIn } from './categories';

describe('the audit log filters', () => {
  it('files every operation under one of the categories', () => {
    for (const category of Object.values(AUDIT_CATEGORY_OF)) expect(AUDIT_CATEGORIES).toContain(category);
    expect(operationsIn('menu')).toContain('staffUpdateService');
    expect(operationsIn('price')).toEqual([]);
  });

  it('finds a price change under price as well as menu; an edit that keeps the price only under menu', () => {
    const change = { operation: 'staffUpdateService', before: { price: 800 }, after: { price: 910 } };
    expect(isPriceChange(change)).toBe(true);
    expect(auditCategoriesOf(change)).toEqual(['price', 'menu']);
    expect(auditCategoriesOf({ ...change, after: { price: 800 } })).toEqual(['menu']);
    expect(isPriceChange({ operation: 'staffCreateService', before: null, after: { price: 1 } })).toBe(false);
    expect(auditCategoriesOf({ operation: 'unknown', before: null, after: null })).toEqual([]);
  });
});
