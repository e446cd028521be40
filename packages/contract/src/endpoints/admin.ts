import type { EndpointDef } from './define';

/** The store's pickup orders and submitted forms, for its staff (a staff session). */
export const adminEndpoints = {
  staffPickupOrders: {
    method: 'GET',
    path: '/staff/pickupOrders',
    actors: ['staff'],
    permission: 'update:pickupOrder:any',
    store: true,
    tag: 'staff',
    summary: '店家後台：取貨訂單（新的在前，可依狀態篩選，分頁）',
    errors: [],
    errorArea: 'staff',
  },
  staffPickupOrderStatus: {
    method: 'POST',
    path: '/staff/pickupOrders/status',
    actors: ['staff'],
    permission: 'update:pickupOrder:any',
    store: true,
    tag: 'staff',
    summary: '店家後台：備貨完成、已取貨或取消取貨訂單（取消時退回庫存）',
    errors: ['PICKUP_ORDER_NOT_FOUND', 'ORDER_STATUS_CONFLICT', 'FORBIDDEN', 'CSRF_FAILED'],
    errorArea: 'staff',
  },
  staffFormView: {
    method: 'GET',
    path: '/staff/forms/:formId',
    actors: ['staff'],
    permission: 'read:form:any',
    store: true,
    tag: 'staff',
    summary: '店家後台：顧客送出的表單（含簽名）',
    errors: ['FORM_NOT_FOUND', 'FORM_NOT_SUBMITTED'],
    errorArea: 'staff',
  },
} as const satisfies Record<string, EndpointDef>;
