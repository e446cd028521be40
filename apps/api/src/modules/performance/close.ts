import { monthNamed, type PerformanceTotals } from '@salon/domain';
import type { Db } from '#api/db/client';
import { at } from '#api/db/time';
import { ApiError, fieldError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import type { StaffScope } from '#api/modules/scope';
import * as repo from './repository';
import { staffPerformance } from './service';

/**
 * POST /staff/performance/close (the owner): closes a month that has ended, keeping each designer's
 * totals as they are now; from then on no rule set may take effect in it (`PERIOD_CLOSED`), and a
 * second close is refused the same way.
 */
export async function closePerformanceMonth(db: Db, scope: StaffScope, body: { month: string }) {
  const { store, now, actor } = scope;
  const month = monthNamed(body.month, store.timeZone);
  if (!month) throw fieldError('month', '請選擇月份');
  if (month.to > now) throw fieldError('month', '這個月份還沒結束，結束後才能結算');
  const figures = await staffPerformance(db, scope, month);
  const totals: PerformanceTotals[] = figures.designers.map(({ id, name: _, ...rest }) => ({ staffId: id, ...rest }));
  return db.transaction(async (tx) => {
    const closed = await repo.insertClosing(tx, {
      storeId: store.id,
      month: body.month,
      totals,
      staffId: actor.staffId,
      closedAt: at(now),
    });
    if (!closed) throw new ApiError('PERIOD_CLOSED', { data: { month: body.month } });
    const after = { month: body.month, closedAt: now };
    await recordChange(tx, scope, {
      operation: 'staffClosePerformanceMonth',
      entity: 'performanceMonth',
      entityId: body.month,
      after: { ...after, totals },
    });
    return after;
  });
}
