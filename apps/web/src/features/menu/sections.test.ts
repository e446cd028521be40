import { describe, expect, it } from 'vitest';
import { groupByCategory } from './sections';

const products = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
const categories = [
  { id: 'x', name: 'X', productIds: ['b', 'a', 'gone'] },
  { id: 'y', name: 'Y', productIds: ['c'] },
];

describe('groupByCategory', () => {
  it('keeps category order and the order of ids within a category, skipping unknown ids', () => {
    expect(groupByCategory(products, categories, '其他')).toEqual([
      { id: 'x', name: 'X', products: [{ id: 'b' }, { id: 'a' }] },
      { id: 'y', name: 'Y', products: [{ id: 'c' }] },
      { id: '_other', name: '其他', products: [{ id: 'd' }] },
    ]);
  });

  it('drops filtered products and the sections they empty', () => {
    expect(groupByCategory(products, categories, '其他', (p) => p.id !== 'c' && p.id !== 'd')).toEqual([
      { id: 'x', name: 'X', products: [{ id: 'b' }, { id: 'a' }] },
    ]);
  });
});
