import type { EndpointDef } from './define';

/** The signed-in customer's profile. */
export const customerEndpoints = {
  customerProfile: {
    method: 'GET',
    path: '/customer',
    actors: ['customer'],
    store: true,
    tag: 'customer',
    summary: '登入中的顧客資料',
    errors: [],
    errorArea: 'generic',
  },
  updateCustomer: {
    method: 'PUT',
    path: '/customer',
    actors: ['customer'],
    store: true,
    tag: 'customer',
    summary: '編輯個人資料（姓名、性別、電子郵件、生日、頭像）',
    errors: [],
    errorArea: 'generic',
  },
} as const satisfies Record<string, EndpointDef>;
