import { describe, expect, it } from 'vitest';
import { changedPrices, lineTotal, priceRetailCart, type RetailStockItem, retailCartTotal } from './cart';

const menu: RetailStockItem[] = [
  { id: 'shampoo', name: '洗髮精', nameEn: 'Shampoo', price: 680, stock: 24 },
  { id: 'oil', name: '護髮油', price: 1280, stock: 2 },
];

describe('retail cart lines and total', () => {
  it('prices a line as price × quantity', () => expect(lineTotal(680, 3)).toBe(2040));

  it('totals the lines', () =>
    expect(
      retailCartTotal([
        { price: 680, quantity: 2 },
        { price: 1280, quantity: 1 },
      ]),
    ).toBe(2640));

  it('totals an empty cart as 0', () => expect(retailCartTotal([])).toBe(0));

  it('prices the cart at the menu price now, with names, and leaves out products that are gone', () => {
    const lines = priceRetailCart(
      [
        { productId: 'oil', quantity: 2, price: 999 },
        { productId: 'gone', quantity: 1 },
        { productId: 'shampoo', quantity: 1 },
      ],
      menu,
    );
    expect(lines).toEqual([
      { productId: 'oil', name: '護髮油', nameEn: null, price: 1280, quantity: 2, lineTotal: 2560 },
      { productId: 'shampoo', name: '洗髮精', nameEn: 'Shampoo', price: 680, quantity: 1, lineTotal: 680 },
    ]);
  });
});

describe('changed prices (CALCULATE_FAILED at checkout)', () => {
  it('names products whose cart price differs from the menu', () =>
    expect(
      changedPrices(
        [
          { productId: 'shampoo', quantity: 1, price: 600 },
          { productId: 'oil', quantity: 1, price: 1280 },
        ],
        menu,
      ),
    ).toEqual(['shampoo']));

  it('takes a line without a price as seen, and leaves gone products to the item check', () =>
    expect(
      changedPrices(
        [
          { productId: 'shampoo', quantity: 1 },
          { productId: 'gone', quantity: 1, price: 5 },
        ],
        menu,
      ),
    ).toEqual([]));
});
