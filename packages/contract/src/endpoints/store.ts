import type { EndpointDef } from './define';
import { DESIGNER_SCOPE } from './error-groups';

/** The store page and its menus: anonymous, by store code. */
export const storeEndpoints = {
  storeSetting: {
    method: 'GET',
    path: '/bookings/store',
    actors: ['nobody'],
    store: true,
    tag: 'store',
    summary: '店家設定（以 code 查詢，可指定設計師 userId）',
    errors: DESIGNER_SCOPE,
    errorArea: 'generic',
  },
  serviceMenu: {
    method: 'GET',
    path: '/bookings/menu/service',
    actors: ['nobody'],
    store: true,
    tag: 'menu',
    summary: '服務項目、分類與設計師',
    errors: DESIGNER_SCOPE,
    errorArea: 'generic',
  },
  retailMenu: {
    method: 'GET',
    path: '/bookings/menu/retail',
    actors: ['nobody'],
    store: true,
    tag: 'menu',
    summary: '零售商品與分類',
    errors: DESIGNER_SCOPE,
    errorArea: 'generic',
  },
} as const satisfies Record<string, EndpointDef>;
