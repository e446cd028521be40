import { z } from 'zod';
import { storeCodeQuery } from '../auth';
import { staffAccount, staffMemberChangeBody, staffMemberIdParams, staffPasswordLink } from '../staff-members';
import type { EndpointDef } from './define';
import type { EndpointSchemas } from './endpoint-schemas';

/**
 * The store's staff accounts (issue 39): the list (owner and manager), a role or active change and a
 * new set-password link, each only to a member below the actor's role (an owner: anyone), the last
 * active owner kept (the domain's `memberChangeRefusal`).
 */
export const staffMembersEndpoints = {
  staffMembers: {
    method: 'GET',
    path: '/staff/members',
    actors: ['staff'],
    permission: 'read:staff:any',
    store: true,
    tag: 'staff',
    summary: '店家人員帳號：姓名、電子郵件、職級、設計師欄、上次登入、是否啟用',
    errors: ['FORBIDDEN'],
    errorArea: 'staff',
  },
  staffChangeMember: {
    method: 'PATCH',
    path: '/staff/members/:id',
    actors: ['staff'],
    permission: 'update:staff:any',
    store: true,
    tag: 'staff',
    summary: '變更人員職級或停用／重新啟用（停用時該帳號所有登入立即失效）',
    errors: ['STAFF_NOT_FOUND', 'STAFF_ABOVE_YOU', 'STAFF_SELF', 'STAFF_LAST_OWNER', 'FORBIDDEN', 'CSRF_FAILED'],
    errorArea: 'staff',
  },
  staffPasswordLink: {
    method: 'POST',
    path: '/staff/members/:id/password-link',
    actors: ['staff'],
    permission: 'update:staff:any',
    store: true,
    tag: 'staff',
    summary: '寄送新的設定密碼連結（一次性，7 天內有效；有設定 SMTP 時也寄出）',
    errors: ['STAFF_NOT_FOUND', 'STAFF_ABOVE_YOU', 'STAFF_DEACTIVATED', 'FORBIDDEN', 'CSRF_FAILED'],
    errorArea: 'staff',
  },
} as const satisfies Record<string, EndpointDef>;

/** Schemas of the staff accounts' operations. */
export const staffMembersSchemas = {
  staffMembers: { query: storeCodeQuery, response: z.array(staffAccount) },
  staffChangeMember: {
    query: storeCodeQuery,
    params: staffMemberIdParams,
    body: staffMemberChangeBody,
    response: staffAccount,
  },
  staffPasswordLink: { query: storeCodeQuery, params: staffMemberIdParams, response: staffPasswordLink },
} satisfies Record<string, EndpointSchemas>;
