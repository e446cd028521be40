import { transition } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { ApiError } from '#api/http/errors';
import { bookingNotFound } from './errors';
import * as repo from './repository';
import { toSeconds } from './repository';
import { cancellationNow, customerMayChange, termsOf } from './views';

/**
 * Locks the booking for a change by the customer (`customerId`: only that customer's; another's is
 * not found). A booking no longer open (cancelled, expired,
 * ...) → 409; one the policy does not let the customer change now → 422.
 */
export async function lockForChange(
  tx: Tx,
  store: StoreRow,
  bookingId: string,
  now: number,
  kind: 'cancel' | 'reschedule',
  customerId?: string,
) {
  const row = await repo.findBooking(tx, store.id, bookingId, true);
  if (!row || (customerId !== undefined && row.customerId !== customerId)) throw bookingNotFound();
  const cancellation = cancellationNow(termsOf(row, store.timeZone), toSeconds(row.startTime), now, row.paidAmount);
  if (!customerMayChange(row, cancellation.quote, now)) {
    const open = transition(row.status, 'cancel') !== null;
    if (kind === 'cancel') throw new ApiError('CANCEL_NOT_ALLOWED', { stateConflict: !open });
    throw new ApiError(open ? 'RESCHEDULE_NOT_ALLOWED' : 'UPDATE_FAILED');
  }
  return { row, cancellation };
}
