import type { CustomerCheckResult, LoginResult } from '@salon/contract';
import type { CustomerRow } from '#api/db/rows';
import { maskEmail } from './phone';

/** A signed-in customer as the wire's login result (sourceId: the bound LINE user, or null). */
export function toLoginResult(customer: CustomerRow, login: { token: string; expireTime: number }): LoginResult {
  return {
    token: login.token,
    expireTime: login.expireTime,
    userId: customer.id,
    gender: customer.gender,
    sourceId: customer.lineUserId,
  };
}

/** How an existing customer can sign in, without giving their e-mail away. */
export function toLoginInfo(
  customer: CustomerRow,
  hasPassword: boolean,
): NonNullable<CustomerCheckResult['loginInfo']> {
  return {
    email: customer.email ? maskEmail(customer.email) : null,
    hasPassword,
    lineBound: customer.lineUserId !== null,
  };
}
