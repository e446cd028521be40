import type { EndpointDef } from './define';

/** The store's back-office (served only when ADMIN_API_KEY is configured). */
export const adminEndpoints = {
  adminPickupOrders: {
    method: 'GET',
    path: '/admin/pickupOrders',
    actors: ['staff'],
    store: true,
    tag: 'admin',
    summary: '店家後台：取貨訂單（新的在前，可依狀態篩選，分頁）',
    errors: [],
    errorArea: 'retail',
  },
  adminPickupOrderStatus: {
    method: 'POST',
    path: '/admin/pickupOrders/status',
    actors: ['staff'],
    store: true,
    tag: 'admin',
    summary: '店家後台：備貨完成、已取貨或取消取貨訂單（取消時退回庫存）',
    errors: ['PICKUP_ORDER_NOT_FOUND', 'ORDER_STATUS_CONFLICT'],
    errorArea: 'retail',
  },
  adminFormView: {
    method: 'GET',
    path: '/admin/forms/:formId',
    actors: ['staff'],
    store: true,
    tag: 'admin',
    summary: '店家後台：顧客送出的表單（含簽名）',
    errors: ['FORM_NOT_FOUND', 'FORM_NOT_SUBMITTED'],
    errorArea: 'generic',
  },
} as const satisfies Record<string, EndpointDef>;
