import type { StoreSetting } from '@salon/contract';
import type { ServiceProduct } from '@salon/domain';

/** Small shapes for the unit tests of the booking rules (like the demo store's services). */
export const product = (over: Partial<ServiceProduct>): ServiceProduct => ({
  id: 'p',
  name: 'p',
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
  ...over,
});

export const cutWash = product({
  id: 'cut-wash',
  name: '洗剪吹',
  providers: [
    { userId: 'amber', useDefault: false, price: 1200, duration: 60, isProvided: true },
    { userId: 'kevin', useDefault: false, price: 1000, duration: 60, isProvided: true },
    { userId: 'yuna', useDefault: true, price: 800, duration: 60, isProvided: false },
  ],
});
export const treatment = product({ id: 'care-treatment', name: '結構式護髮', price: 1500, duration: 60 });
export const color = product({
  id: 'color-single',
  name: '單色染髮',
  price: 2200,
  duration: 120,
  subItemType: 'Multiple',
  isShowSubItem: true,
  subItems: [
    { id: 'short', name: '短髮', price: 2200, duration: 120 },
    { id: 'long', name: '長髮', price: 3400, duration: 180 },
  ],
});

export const rules = (over: Partial<StoreSetting> = {}) => ({
  enableConcurrentServices: true,
  minConcurrentServiceUsers: 1,
  maxCustomerCount: 3,
  unassignedMode: 'Normal' as StoreSetting['unassignedMode'],
  ...over,
});
