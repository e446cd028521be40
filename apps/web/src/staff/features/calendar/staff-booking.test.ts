import type { ServiceMenu } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { deskServices, limitOf, picksOffered, staffBookingBody, togglePick } from './staff-booking';

const product = (id: string, extra: Partial<ServiceMenu['products'][number]> = {}) =>
  ({
    id,
    name: id,
    description: null,
    image: null,
    price: 800,
    duration: 60,
    providers: [],
    isAssigned: false,
    subItemType: 'Single',
    isShowSubItem: false,
    subItemProviders: [],
    subItems: [],
    customerLimited: 'None',
    ...extra,
  }) as ServiceMenu['products'][number];

const base = {
  walkIn: false,
  customerId: null,
  outsideHours: false,
  phone: '',
  name: '',
  gender: '' as const,
  designerId: 'amber',
  time: '11:00',
  picks: [],
  notes: '',
};

describe('the staff booking form', () => {
  const products = [
    product('anyone'),
    product('own', {
      isAssigned: true,
      providers: [{ userId: 'amber', useDefault: false, price: 1000, duration: 90, isProvided: true }],
    }),
    product('others', {
      isAssigned: true,
      providers: [{ userId: 'mia', useDefault: true, price: 0, duration: 0, isProvided: true }],
    }),
    product('colour', { isShowSubItem: true, subItems: [{ id: 's', name: '短', price: 1200, duration: 50 }] }),
    product('men', { customerLimited: 'Male' }),
  ];

  it("offers a designer's services as online (the domain's designerServices), options included", () => {
    const amber = deskServices(products, ['amber', 'mia'], 'amber');
    expect(amber.map((s) => s.id)).toEqual(['anyone', 'own', 'colour', 'men']);
    expect(amber[1]).toMatchObject({ price: 1000, priceMax: 1000, duration: 90 });
    expect(amber[2]?.options).toEqual([{ id: 's', name: '短', en: null, price: 1200, duration: 50 }]);
  });

  it('offers every service some designer gives for the first free designer, with the range of terms', () => {
    const anyone = deskServices(products, ['amber', 'mia'], '');
    expect(anyone.map((s) => s.id)).toEqual(['anyone', 'own', 'others', 'colour', 'men']);
    expect(anyone[1]).toMatchObject({ price: 1000, priceMax: 1000 });
  });

  it('keeps the services ticked that another designer chosen also gives, lets go of the rest', () => {
    const picks = [
      { productId: 'anyone', subItemId: null },
      { productId: 'own', subItemId: null },
      { productId: 'colour', subItemId: 's' },
    ];
    expect(picksOffered(picks, deskServices(products, ['amber', 'mia'], 'mia'))).toEqual([
      { productId: 'anyone', subItemId: null },
      { productId: 'colour', subItemId: 's' },
    ]);
    expect(picksOffered(picks, deskServices(products, ['amber', 'mia'], 'amber'))).toEqual(picks);
  });

  it('chooses a service once, with one option; asks a gender when a chosen service is limited', () => {
    const one = togglePick([], { productId: 'colour', subItemId: 's' });
    expect(togglePick(one, { productId: 'colour', subItemId: 't' })).toEqual([{ productId: 'colour', subItemId: 't' }]);
    expect(togglePick(one, { productId: 'colour', subItemId: 's' })).toEqual([]);
    const services = deskServices(products, ['amber'], 'amber');
    expect(limitOf(services, one)).toBeNull();
    expect(limitOf(services, [{ productId: 'men', subItemId: null }])).toBe('Male');
  });

  it('books the chosen services with their options, the designer or the first free, the gender asked', () => {
    const body = staffBookingBody(
      {
        ...base,
        phone: ' 0912345678 ',
        name: ' 林小姐 ',
        picks: [
          { productId: 'a', subItemId: null },
          { productId: 'b', subItemId: 's' },
        ],
      },
      2_000_000_000,
    );
    expect(body).toEqual({
      events: [
        { productId: 'a', userId: 'amber' },
        { productId: 'b', userId: 'amber', subItemId: 's' },
      ],
      startTime: 2_000_000_000,
      customerCount: 1,
      parallel: false,
      customer: { phone: '0912345678', name: '林小姐', gender: 'Other' },
      customerNotes: '',
      outsideHours: false,
    });
    const walkIn = staffBookingBody(
      {
        ...base,
        walkIn: true,
        outsideHours: true,
        name: '王先生',
        gender: 'Male',
        designerId: '',
        picks: [{ productId: 'men', subItemId: null }],
      },
      2_000_000_000,
    );
    expect(walkIn.customer).toEqual({ walkIn: true, name: '王先生', gender: 'Male' });
    expect(walkIn.events).toEqual([{ productId: 'men', userId: null }]);
    expect(walkIn.outsideHours).toBe(true);
    const known = staffBookingBody({ ...base, customerId: 'c1', picks: [] }, 1);
    expect(known.customer).toEqual({ customerId: 'c1' });
  });
});
