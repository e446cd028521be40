import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { databaseError, UNIQUE_VIOLATION } from '../../db/errors';
import { customers } from '../../db/schema/index';
import { findCustomerByLineUser } from '../customer/service';
import { authError } from './otp';
import { consumeLineLogin, type LineLoginRow } from './sessions';
import type { CustomerRow } from './tokens';

/** 409 when this LINE user already belongs to another customer of the store. */
export async function assertLineFree(ctx: AppContext, storeId: string, lineUserId: string, customerId?: string) {
  const other = await findCustomerByLineUser(ctx.db, storeId, lineUserId);
  if (other && other.id !== customerId) throw authError(409, 'LINE_ALREADY_BOUND');
}

/**
 * Binds the LINE user of a verified LINE login to a customer (using the login up) and takes the
 * LINE picture as avatar when the customer has none.
 */
export async function bindLine(ctx: AppContext, customer: CustomerRow, login: LineLoginRow): Promise<CustomerRow> {
  const now = ctx.clock.now();
  await assertLineFree(ctx, customer.storeId, login.lineUserId, customer.id);
  try {
    return await ctx.db.transaction(async (tx) => {
      await consumeLineLogin(tx, login, now);
      const [row] = await tx
        .update(customers)
        .set({
          lineUserId: login.lineUserId,
          avatar: customer.avatar ?? login.picture,
          updatedAt: new Date(now * 1000),
        })
        .where(eq(customers.id, customer.id))
        .returning();
      return row!;
    });
  } catch (err) {
    if (databaseError(err)?.code === UNIQUE_VIOLATION) throw authError(409, 'LINE_ALREADY_BOUND');
    throw err;
  }
}
