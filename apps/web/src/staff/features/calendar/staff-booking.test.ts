import type { ServiceMenu } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { offeredServices, staffBookingBody } from './staff-booking';

const product = (id: string, providers: ServiceMenu['products'][number]['providers']) =>
  ({
    id,
    name: id,
    description: null,
    image: null,
    price: 800,
    duration: 60,
    providers,
    isAssigned: false,
    subItemType: 'None',
    isShowSubItem: false,
    subItemProviders: [],
    subItems: [],
    customerLimited: 'All',
  }) as unknown as ServiceMenu['products'][number];

describe('the staff booking form', () => {
  it("offers a designer's own services at their price and time", () => {
    const products = [
      product('anyone', []),
      product('own', [{ userId: 'amber', useDefault: false, price: 1000, duration: 90, isProvided: true }]),
      product('default', [{ userId: 'amber', useDefault: true, price: 0, duration: 0, isProvided: true }]),
      product('others', [{ userId: 'mia', useDefault: true, price: 0, duration: 0, isProvided: true }]),
      product('not', [{ userId: 'amber', useDefault: true, price: 0, duration: 0, isProvided: false }]),
    ];
    expect(offeredServices(products, 'amber')).toEqual([
      { id: 'anyone', name: 'anyone', price: 800, duration: 60 },
      { id: 'own', name: 'own', price: 1000, duration: 90 },
      { id: 'default', name: 'default', price: 800, duration: 60 },
    ]);
  });

  it('books every chosen service with the chosen designer, for the customer by phone', () => {
    const body = staffBookingBody(
      {
        walkIn: false,
        customerId: null,
        outsideHours: false,
        phone: ' 0912345678 ',
        name: ' 林小姐 ',
        designerId: 'amber',
        time: '11:00',
        productIds: ['a', 'b'],
        notes: '',
      },
      2_000_000_000,
    );
    expect(body).toEqual({
      events: [
        { productId: 'a', userId: 'amber' },
        { productId: 'b', userId: 'amber' },
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
        walkIn: true,
        customerId: null,
        outsideHours: true,
        phone: '',
        name: '王先生',
        designerId: 'leo',
        time: '20:30',
        productIds: ['a'],
        notes: '',
      },
      2_000_000_000,
    );
    expect(walkIn.customer).toEqual({ walkIn: true, name: '王先生', gender: 'Other' });
    expect(walkIn.outsideHours).toBe(true);
    // A customer found by name or phone is booked by their id, whatever was typed.
    const found = staffBookingBody(
      {
        walkIn: false,
        customerId: 'c-1',
        outsideHours: false,
        phone: '+886912345678',
        name: '林小姐',
        designerId: 'amber',
        time: '11:00',
        productIds: ['a'],
        notes: '',
      },
      2_000_000_000,
    );
    expect(found.customer).toEqual({ customerId: 'c-1' });
  });
});
