import { storeCodeQuery } from '../auth';
import { staffInbox, staffInboxSeen } from '../staff-inbox';
import type { EndpointDef } from './define';
import type { EndpointSchemas } from './endpoint-schemas';

/**
 * The desk's inbox of online bookings (issue 38): new, pending and cancelled online bookings since
 * the member last looked, and marking it seen (kept per member, `staff_inbox_seen`, migration 0037).
 */
export const staffInboxEndpoints = {
  staffInbox: {
    method: 'GET',
    path: '/staff/inbox',
    actors: ['staff'],
    permission: 'read:calendar:own',
    store: true,
    tag: 'staff',
    summary: '線上預約收件匣：上次查看後新增、取消的線上預約，與待確認的線上預約（設計師只看到自己的）',
    errors: [],
    errorArea: 'staff',
  },
  staffInboxSeen: {
    method: 'POST',
    path: '/staff/inbox/seen',
    actors: ['staff'],
    permission: 'read:calendar:own',
    store: true,
    tag: 'staff',
    summary: '收件匣標為已看過（記在這位人員）',
    errors: ['CSRF_FAILED'],
    errorArea: 'staff',
  },
} as const satisfies Record<string, EndpointDef>;

/** Schemas of the inbox's operations. */
export const staffInboxSchemas = {
  staffInbox: { query: storeCodeQuery, response: staffInbox },
  staffInboxSeen: { query: storeCodeQuery, response: staffInboxSeen },
} satisfies Record<string, EndpointSchemas>;
