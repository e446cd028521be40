import { storeCodeQuery } from '../auth';
import {
  bookingAssistant,
  bookingAssistantBody,
  closeMonthBody,
  commissionRulesBody,
  performanceClosing,
  performanceQuery,
  performanceRules,
  staffPerformance,
} from '../performance';
import type { EndpointDef } from './define';
import type { EndpointSchemas } from './endpoint-schemas';

/** Designers' 業績 and commission (issue 40): a designer sees only her own; owners and managers everyone's. */
export const performanceEndpoints = {
  staffPerformance: {
    method: 'GET',
    path: '/staff/performance',
    actors: ['staff'],
    permission: 'read:performance:own',
    store: true,
    tag: 'staff',
    summary: '設計師業績與抽成：依付款時間計的服務、零售與儲值銷售業績及抽成（設計師只看到自己的；最多 92 天）',
    errors: [],
    errorArea: 'staff',
  },
  staffPerformanceRules: {
    method: 'GET',
    path: '/staff/performance/rules',
    actors: ['staff'],
    permission: 'read:performance:any',
    store: true,
    tag: 'staff',
    summary: '抽成規則（各版本與生效日）與已結算的月份',
    errors: [],
    errorArea: 'staff',
  },
  staffSaveCommissionRules: {
    method: 'PUT',
    path: '/staff/performance/rules',
    actors: ['staff'],
    permission: 'manage:performance:any',
    store: true,
    tag: 'staff',
    summary: '儲存抽成規則：自生效日起適用，已結算的月份不受影響（店主）',
    errors: ['PERIOD_CLOSED', 'CSRF_FAILED'],
    errorArea: 'staff',
  },
  staffClosePerformanceMonth: {
    method: 'POST',
    path: '/staff/performance/close',
    actors: ['staff'],
    permission: 'manage:performance:any',
    store: true,
    tag: 'staff',
    summary: '結算關帳一個已結束的月份：記下各設計師的業績與抽成，之後的規則不能再回溯到這個月（店主）',
    errors: ['PERIOD_CLOSED', 'CSRF_FAILED'],
    errorArea: 'staff',
  },
  staffBookingAssistant: {
    method: 'POST',
    path: '/staff/bookings/assistant',
    actors: ['staff'],
    permission: 'update:booking:own',
    store: true,
    tag: 'staff',
    summary: '指定或取消預約的助理（本店另一位設計師）：助理依抽成規則分得服務的助理抽成（設計師只能改自己的預約）',
    errors: ['BOOKING_NOT_FOUND', 'PERIOD_CLOSED', 'FORBIDDEN', 'CSRF_FAILED'],
    errorArea: 'staff',
  },
} as const satisfies Record<string, EndpointDef>;

export const performanceSchemas = {
  staffPerformance: { query: performanceQuery, response: staffPerformance },
  staffPerformanceRules: { query: storeCodeQuery, response: performanceRules },
  staffSaveCommissionRules: { query: storeCodeQuery, body: commissionRulesBody, response: performanceRules },
  staffClosePerformanceMonth: { query: storeCodeQuery, body: closeMonthBody, response: performanceClosing },
  staffBookingAssistant: { query: storeCodeQuery, body: bookingAssistantBody, response: bookingAssistant },
} satisfies Record<string, EndpointSchemas>;
