import type { StaffBlock, StaffCreateBlockBody } from '@salon/contract';
import { reach } from '@salon/domain';
import { toSeconds } from '#api/db/time';
import { ApiError, fieldError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { activeBookingsOfDesigner, lockDesigners } from '#api/modules/bookings/calendar-side';
import type { StaffScope } from '#api/modules/scope';
import { assertColumn } from './columns';
import type { CalendarDeps } from './deps';
import * as repo from './repository';

/** A designer's blocked time (a break, a meeting): set and freed by the store's staff. */

/**
 * Blocks a designer's time: refused over an active booking, checked under the designer's row lock
 * FOR UPDATE, which conflicts with the FOR KEY SHARE a booking's insert takes first (bookings'
 * time-locks.ts), so neither lands on the other.
 */
export async function staffCreateBlock(
  deps: CalendarDeps,
  scope: StaffScope,
  body: StaffCreateBlockBody,
): Promise<StaffBlock> {
  const { store, now, actor } = scope;
  if (reach(actor.role, 'update', 'block') !== 'any') assertColumn(actor, [body.userId]);
  return deps.db.transaction(async (tx) => {
    const locked = await lockDesigners(tx, store.id, [body.userId]);
    if (locked === 0) throw fieldError('userId', '找不到這位設計師');
    const overlapping = await activeBookingsOfDesigner(tx, store.id, body.userId, body.startTime, body.endTime);
    if (overlapping.length > 0) throw new ApiError('BLOCK_OVERLAPS_BOOKING', { data: { bookingIds: overlapping } });
    const row = await repo.insertBlock(tx, {
      storeId: store.id,
      providerId: body.userId,
      startTime: new Date(body.startTime * 1000),
      endTime: new Date(body.endTime * 1000),
      reason: body.reason,
      createdBy: actor.staffId,
      createdAt: new Date(now * 1000),
    });
    const after = toBlock(row);
    await recordChange(tx, scope, { operation: 'staffCreateBlock', entity: 'block', entityId: row.id, after });
    return after;
  });
}

const toBlock = (row: repo.BlockRow): StaffBlock => ({
  id: row.id,
  userId: row.providerId,
  startTime: toSeconds(row.startTime),
  endTime: toSeconds(row.endTime),
  reason: row.reason,
});

/** Frees blocked time again; a designer only their own. */
export async function staffRemoveBlock(deps: CalendarDeps, scope: StaffScope, blockId: string) {
  const { store, actor } = scope;
  return deps.db.transaction(async (tx) => {
    const block = await repo.findBlock(tx, store.id, blockId);
    if (!block) throw new ApiError('BLOCK_NOT_FOUND');
    if (reach(actor.role, 'update', 'block') !== 'any') assertColumn(actor, [block.providerId]);
    await repo.deleteBlock(tx, store.id, blockId);
    await recordChange(tx, scope, {
      operation: 'staffRemoveBlock',
      entity: 'block',
      entityId: blockId,
      before: toBlock(block),
      after: null,
    });
    return null;
  });
}
