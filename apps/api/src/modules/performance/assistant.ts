import type { BookingAssistantBody } from '@salon/contract';
import { firstCountedAt } from '@salon/domain';
import type { Db } from '#api/db/client';
import { ApiError, fieldError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { bookingForStaff, eventsOf } from '#api/modules/bookings/calendar-side';
import { bookingNotFound } from '#api/modules/bookings/errors';
import { setAssistantOf } from '#api/modules/bookings/performance-side';
import { columnOf } from '#api/modules/calendar/columns';
import { catalogOf } from '#api/modules/catalog/service';
import { datedRecordOf } from '#api/modules/payments/record';
import type { StaffScope } from '#api/modules/scope';
import { closedFrom } from './rules';

/**
 * POST /staff/bookings/assistant: names (or clears) the assistant on a booking, who takes the
 * rules' assistant share of its services. A designer only on her own bookings (FORBIDDEN otherwise);
 * the assistant is another designer of the store, not one serving it (VALIDATION_FAILED
 * `assistantId`); a booking whose money was counted in a closed month keeps its assistant (409
 * PERIOD_CLOSED `{month}`: the month's payroll is kept). Audited (`bookings`).
 */
export async function setBookingAssistant(db: Db, scope: StaffScope, body: BookingAssistantBody) {
  const { store, now, actor } = scope;
  const { bookingId, assistantId } = body;
  const column = columnOf(actor, 'update');
  const designers = new Set((await catalogOf(db, store)).providers.map((p) => p.id));
  return db.transaction(async (tx) => {
    const row = await bookingForStaff(tx, store.id, bookingId, true);
    if (!row) throw bookingNotFound();
    const serving = new Set((await eventsOf(tx, [row.id])).map((e) => e.providerId));
    if (column === false || (column !== null && !serving.has(column))) throw new ApiError('FORBIDDEN');
    if (assistantId !== null && !designers.has(assistantId))
      throw fieldError('assistantId', '助理須為本店在職的設計師');
    if (assistantId !== null && serving.has(assistantId))
      throw fieldError('assistantId', '助理不能是為這筆預約服務的設計師');
    const paidAt = firstCountedAt(await datedRecordOf(tx, 'Booking', [row.id]));
    const month = paidAt === null ? null : await closedFrom(tx, store.id, store.timeZone, paidAt);
    if (month) throw new ApiError('PERIOD_CLOSED', { data: { month } });
    const after = { bookingId, assistantId };
    if (row.assistantId === assistantId) return after;
    await setAssistantOf(tx, row.id, assistantId, now);
    await recordChange(tx, scope, {
      operation: 'staffBookingAssistant',
      entity: 'booking',
      entityId: bookingId,
      before: { bookingId, assistantId: row.assistantId },
      after,
    });
    return after;
  });
}
