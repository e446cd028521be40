import type { RetailMenu, ServiceMenu } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { localizeRetailMenu, localizeServiceMenu } from './localize';

const service = {
  id: 'color-single',
  name: '單色染髮',
  description: '依髮長計價。',
  image: null,
  price: 2200,
  duration: 120,
  providers: [],
  isAssigned: false,
  subItemType: 'Single',
  isShowSubItem: true,
  subItemProviders: [],
  subItems: [
    { id: 'short', name: '短髮', price: 2200, duration: 120, en: { name: 'Short hair' } },
    { id: 'long', name: '長髮', price: 3400, duration: 180, en: null },
  ],
  customerLimited: 'None',
  en: { name: 'Single-colour dye', description: 'Priced by hair length.' },
} as const satisfies ServiceMenu['products'][number];

const menu: ServiceMenu = {
  products: [service, { ...service, id: 'plain', name: '洗剪吹', en: null, subItems: [] }],
  categories: [
    { id: 'color', name: '染髮', productIds: ['color-single'], en: { name: 'Colour' } },
    { id: 'cut', name: '剪髮', productIds: ['plain'] },
  ],
  users: [],
};

describe('the menus in the language shown (issue 28.2)', () => {
  it("names services, options and categories by the store's English, where it gave one", () => {
    const en = localizeServiceMenu(menu, 'en');
    expect(en.products.map((p) => [p.name, p.description])).toEqual([
      ['Single-colour dye', 'Priced by hair length.'],
      ['洗剪吹', '依髮長計價。'],
    ]);
    expect(en.products[0]!.subItems.map((s) => s.name)).toEqual(['Short hair', '長髮']);
    expect(en.categories.map((c) => c.name)).toEqual(['Colour', '剪髮']);
  });

  it('leaves zh-TW as the store wrote it', () => {
    expect(localizeServiceMenu(menu, 'zh-TW')).toBe(menu);
  });

  it('names retail items and their categories too', () => {
    const retail: RetailMenu = {
      products: [
        {
          id: 'comb',
          name: '木質寬齒梳',
          description: null,
          image: null,
          price: 280,
          stock: 3,
          en: { name: 'Wooden comb' },
        },
      ],
      categories: [{ id: 'tools', name: '工具', productIds: ['comb'], en: { name: 'Tools' } }],
    };
    const en = localizeRetailMenu(retail, 'en');
    expect(en.products[0]).toMatchObject({ name: 'Wooden comb', description: null, price: 280 });
    expect(en.categories[0]!.name).toBe('Tools');
  });
});
