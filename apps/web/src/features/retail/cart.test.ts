import { MAX_QUANTITY } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  applyStockChecks,
  emptyRetailCart,
  quantityOf,
  repairAgainstMenu,
  sanitizeRetailCart,
  setQuantity,
  unitCount,
} from './cart';

const shampoo = { id: 'shampoo', name: '洗髮精', price: 680, stock: 24 };
const mask = { id: 'hair-mask', name: '髮膜', price: 890, stock: 2 };
const wax = { id: 'wax', name: '髮蠟', price: 550, stock: 0 };

describe('retail cart: adding', () => {
  it('adds units and adds to a line already in the cart', () => {
    let cart = addToCart(emptyRetailCart(), shampoo, 2);
    cart = addToCart(cart, shampoo, 3);
    expect(cart.items).toEqual([{ productId: 'shampoo', name: '洗髮精', quantity: 5, price: 680 }]);
    expect(unitCount(addToCart(cart, mask, 1))).toBe(6);
  });

  it('never holds more than the stock left', () => {
    let cart = addToCart(emptyRetailCart(), mask, 1);
    cart = addToCart(cart, mask, 5);
    expect(quantityOf(cart, 'hair-mask')).toBe(2);
    expect(quantityOf(setQuantity(cart, mask, 9), 'hair-mask')).toBe(2);
  });

  it('cannot add a sold-out product; quantity 0 takes a line out', () => {
    expect(addToCart(emptyRetailCart(), wax, 1).items).toEqual([]);
    const cart = addToCart(emptyRetailCart(), shampoo, 1);
    expect(setQuantity(cart, shampoo, 0).items).toEqual([]);
  });

  it(`caps a line at ${MAX_QUANTITY} units whatever the stock`, () => {
    expect(quantityOf(addToCart(emptyRetailCart(), { ...shampoo, stock: 500 }, 150), 'shampoo')).toBe(MAX_QUANTITY);
  });
});

describe('retail cart: a restored cart', () => {
  it('drops malformed lines and merges lines of one product when read back', () => {
    const stored = {
      items: [
        { productId: 'shampoo', name: '洗髮精', quantity: 1, price: 680 },
        { productId: 'shampoo', quantity: 2, price: 680 },
        { productId: '', quantity: 1, price: 1 },
        { productId: 'x', quantity: 0, price: 1 },
        { productId: 'y', quantity: 1.5, price: 1 },
        null,
      ],
      customerNotes: 7,
    };
    expect(sanitizeRetailCart(stored)).toEqual({
      items: [{ productId: 'shampoo', name: '洗髮精', quantity: 3, price: 680 }],
      customerNotes: '',
    });
    expect(sanitizeRetailCart('garbage')).toEqual(emptyRetailCart());
  });

  it('removes products the store no longer offers or that sold out, lowers the rest to the stock left', () => {
    const cart = {
      items: [
        { productId: 'gone', name: '停售的梳子', quantity: 1, price: 100 },
        { productId: 'wax', name: '髮蠟', quantity: 1, price: 550 },
        { productId: 'hair-mask', name: '髮膜', quantity: 5, price: 890 },
        { productId: 'shampoo', name: '舊名洗髮精', quantity: 1, price: 600 },
      ],
      customerNotes: '週六取',
    };
    const { cart: repaired, changes } = repairAgainstMenu(cart, [shampoo, mask, wax]);
    expect(changes).toEqual([
      { productId: 'gone', kind: 'removed', reason: 'gone' },
      { productId: 'wax', kind: 'removed', reason: 'soldOut' },
      { productId: 'hair-mask', kind: 'lowered', stock: 2 },
    ]);
    expect(repaired).toEqual({
      items: [
        { productId: 'hair-mask', name: '髮膜', quantity: 2, price: 890 },
        // Price and name follow the menu: the order is priced as the customer sees it now.
        { productId: 'shampoo', name: '洗髮精', quantity: 1, price: 680 },
      ],
      customerNotes: '週六取',
    });
  });

  it('leaves a cart that still fits untouched (same object: nothing to store or tell)', () => {
    const cart = addToCart(emptyRetailCart(), mask, 2);
    const result = repairAgainstMenu(cart, [mask]);
    expect(result.cart).toBe(cart);
    expect(result.changes).toEqual([]);
  });

  it('applies the per-item results of a refused order', () => {
    const cart = addToCart(addToCart(emptyRetailCart(), mask, 2), shampoo, 1);
    const { cart: next, changes } = applyStockChecks(cart, [
      { productId: 'hair-mask', quantity: 2, status: 'STOCK_NOT_ENOUGH', stock: 1 },
      { productId: 'shampoo', quantity: 1, status: 'SUCCESS', stock: 24 },
    ]);
    expect(changes).toEqual([{ productId: 'hair-mask', kind: 'lowered', stock: 1 }]);
    expect(quantityOf(next, 'hair-mask')).toBe(1);
    expect(quantityOf(next, 'shampoo')).toBe(1);
  });
});
