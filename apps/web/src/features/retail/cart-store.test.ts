import type { RetailMenu } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { addToCart } from './cart';
import { getRetailCart, repairOnLoad, retailCartKey, updateRetailCart } from './cart-store';

const mask = { id: 'hair-mask', name: '深層修護髮膜', description: null, image: null, price: 890, stock: 2 };
const comb = { id: 'comb', name: '排梳', description: null, image: null, price: 300, stock: 5 };
const menu = (products: RetailMenu['products']): RetailMenu => ({ products, categories: [] });

describe('retail cart store', () => {
  it('keeps one retail cart per store under salon:retailCart:<cname>', () => {
    expect(retailCartKey('demo')).toBe('salon:retailCart:demo');
    updateRetailCart('a', (c) => addToCart(c, comb, 1));
    expect(getRetailCart('a').items).toHaveLength(1);
    expect(getRetailCart('b').items).toEqual([]);
  });

  it('repairs the restored cart once per page load, naming a removed product as the cart knew it', async () => {
    updateRetailCart('r', (c) => addToCart(addToCart(c, comb, 1), { ...mask, stock: 9 }, 5));
    // The store has since removed the comb and sold most of the masks.
    // Signed out: checked against the menu (checkItems needs a sign-in).
    expect(await repairOnLoad('r', menu([mask]), false)).toEqual([
      { productId: 'comb', kind: 'removed', reason: 'gone' },
      { productId: 'hair-mask', kind: 'lowered', stock: 2 },
    ]);
    expect(getRetailCart('r').items).toEqual([
      { productId: 'hair-mask', name: '深層修護髮膜', quantity: 2, price: 890 },
    ]);
    // Once per load: a second page of the shop does not repeat it.
    expect(await repairOnLoad('r', menu([]), false)).toEqual([]);
  });
});
