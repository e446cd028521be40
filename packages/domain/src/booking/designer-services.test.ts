import { describe, expect, it } from 'vitest';
import { designerServices } from './designer-services';
import { makeProduct } from './test-support';

describe('designerServices: what a designer can be booked for', () => {
  const products = [
    makeProduct('open'),
    makeProduct('assigned', {
      isAssigned: true,
      providers: [{ userId: 'mia', useDefault: false, price: 1500, duration: 90, isProvided: true }],
    }),
    makeProduct('not-mine', {
      isAssigned: true,
      providers: [{ userId: 'leo', useDefault: true, price: 0, duration: 0, isProvided: true }],
    }),
    makeProduct('listed-off', {
      providers: [{ userId: 'mia', useDefault: true, price: 0, duration: 0, isProvided: false }],
    }),
    makeProduct('colour', {
      isShowSubItem: true,
      subItems: [{ id: 'short', name: '短髮', price: 1200, duration: 60, en: { name: 'Short hair' } }],
      en: { name: 'Colour' },
      providers: [{ userId: 'mia', useDefault: false, price: 1300, duration: 70, isProvided: true }],
      subItemProviders: [{ userId: 'mia', subItemId: 'short', price: 1400, duration: 75 }],
    }),
    makeProduct('men', { customerLimited: 'Male' }),
  ];

  it('lists what the designer offers, at their own terms, with the options to choose', () => {
    const mia = designerServices(products, 'mia');
    expect(mia.map((s) => s.id)).toEqual(['open', 'assigned', 'colour', 'men']);
    expect(mia[1]).toMatchObject({ price: 1500, duration: 90, options: [] });
    // The store's English goes with the service and its options (the desk reads them in English mode).
    expect(mia[2]?.en).toEqual({ name: 'Colour' });
    expect(mia[2]?.options).toEqual([
      { id: 'short', name: '短髮', en: { name: 'Short hair' }, price: 1400, duration: 75 },
    ]);
    expect(mia[3]?.customerLimited).toBe('Male');
  });

  it('gives another designer the product terms where they use the default', () =>
    expect(designerServices(products, 'leo').map((s) => s.id)).toEqual([
      'open',
      'not-mine',
      'listed-off',
      'colour',
      'men',
    ]));
});
