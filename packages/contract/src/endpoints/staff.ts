import type { EndpointDef } from './define';

/**
 * The store's staff side. Sign-in answers a session cookie (HttpOnly, SameSite=Lax) and a CSRF
 * token; every other call needs the session, and a state-changing one also `x-csrf-token`.
 */
export const staffEndpoints = {
  staffLogin: {
    method: 'POST',
    path: '/staff/auth/login',
    actors: ['nobody'],
    store: true,
    tag: 'staff',
    summary: '店家後台登入（電子郵件與密碼）：設定工作階段 cookie，回傳 CSRF token',
    errors: ['STAFF_LOGIN_FAILED', 'STAFF_LOGIN_LOCKED'],
    errorArea: 'staff',
  },
  staffMe: {
    method: 'GET',
    path: '/staff/auth/me',
    actors: ['staff'],
    store: true,
    tag: 'staff',
    summary: '目前登入的店家人員與 CSRF token',
    errors: [],
    errorArea: 'staff',
  },
  staffLogout: {
    method: 'POST',
    path: '/staff/auth/logout',
    actors: ['staff'],
    store: true,
    tag: 'staff',
    summary: '登出（everywhere：所有裝置一併登出）',
    errors: ['CSRF_FAILED'],
    errorArea: 'staff',
  },
  staffCalendar: {
    method: 'GET',
    path: '/staff/calendar',
    actors: ['staff'],
    permission: 'read:calendar:own',
    store: true,
    tag: 'staff',
    summary: '行事曆：設計師與區間內的預約（設計師只看到自己的預約）',
    errors: [],
    errorArea: 'staff',
  },
  staffBookingStatus: {
    method: 'POST',
    path: '/staff/bookings/status',
    actors: ['staff'],
    permission: 'update:booking:own',
    store: true,
    tag: 'staff',
    summary: '變更預約狀態：確認、報到、完成、未到、店家取消（附原因）',
    errors: ['BOOKING_NOT_FOUND', 'INVALID_OPERATIONS', 'FORBIDDEN', 'CSRF_FAILED'],
    errorArea: 'staff',
  },
} as const satisfies Record<string, EndpointDef>;
