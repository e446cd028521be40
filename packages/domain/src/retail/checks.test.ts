import { describe, expect, it } from 'vitest';
import type { RetailStockItem } from './cart';
import { checkRetailItems, retailCheckFailure } from './checks';

const menu: RetailStockItem[] = [
  { id: 'shampoo', name: '洗髮精', price: 680, stock: 24 },
  { id: 'oil', name: '護髮油', price: 1280, stock: 2 },
  { id: 'wax', name: '髮蠟', price: 550, stock: 0 },
];

describe('checking a retail cart against the menu', () => {
  it('passes lines within stock', () => {
    const checks = checkRetailItems(
      [
        { productId: 'shampoo', quantity: 24 },
        { productId: 'oil', quantity: 2 },
      ],
      menu,
    );
    expect(checks).toEqual([
      { productId: 'shampoo', quantity: 24, status: 'SUCCESS', stock: 24 },
      { productId: 'oil', quantity: 2, status: 'SUCCESS', stock: 2 },
    ]);
    expect(retailCheckFailure(checks)).toBeNull();
  });

  it('gives STOCK_NOT_ENOUGH with the units left when the cart asks for more', () => {
    const checks = checkRetailItems([{ productId: 'oil', quantity: 3 }], menu);
    expect(checks).toEqual([{ productId: 'oil', quantity: 3, status: 'STOCK_NOT_ENOUGH', stock: 2 }]);
    expect(retailCheckFailure(checks)).toBe('STOCK_NOT_ENOUGH');
  });

  it('refuses any quantity of a sold-out item', () =>
    expect(checkRetailItems([{ productId: 'wax', quantity: 1 }], menu)[0]).toMatchObject({
      status: 'STOCK_NOT_ENOUGH',
      stock: 0,
    }));

  it('gives PRODUCT_NOT_EXISTS for a product the store no longer offers, ahead of stock failures', () => {
    const checks = checkRetailItems(
      [
        { productId: 'wax', quantity: 1 },
        { productId: 'gone', quantity: 1 },
      ],
      menu,
    );
    expect(checks[1]).toEqual({ productId: 'gone', quantity: 1, status: 'PRODUCT_NOT_EXISTS', stock: null });
    expect(retailCheckFailure(checks)).toBe('PRODUCT_NOT_EXISTS');
  });

  it('counts lines of the same product together against its stock', () => {
    const checks = checkRetailItems(
      [
        { productId: 'oil', quantity: 1 },
        { productId: 'oil', quantity: 2 },
      ],
      menu,
    );
    expect(checks.map((c) => c.status)).toEqual(['STOCK_NOT_ENOUGH', 'STOCK_NOT_ENOUGH']);
  });
});
