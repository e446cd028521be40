import type { StaffPerformance } from '@salon/contract';
import {
  type CommissionLine,
  type CommissionRules,
  commissionOf,
  monthName,
  monthOf,
  type PerformanceLine,
  performanceTotals,
} from '@salon/domain';
import type { Db } from '#api/db/client';
import { catalogOf } from '#api/modules/catalog/service';
import type { StaffScope } from '#api/modules/scope';
import { designerNamesOf } from '#api/modules/team/service';
import { linesBetween, type ReadLine } from './read';
import { closedAtOf, ruleSetsOf } from './rules';

/** Whose figures the member may see: a designer only her own; owners and managers everyone's. */
function mayRead(actor: StaffScope['actor'], designerId: string): boolean {
  return actor.role !== 'designer' || actor.providerId === designerId;
}

/**
 * The commission each refund of an earlier month takes back: the line it reverses, priced again
 * in its own month (the month's lines without their own reversals, under that month's brackets).
 */
async function reversedLines(
  db: Db,
  storeId: string,
  zone: string,
  lines: readonly ReadLine[],
  sets: CommissionRules[],
) {
  const found = new Map<string, CommissionLine>();
  const months = new Map(
    lines.flatMap((l) => (l.reversesPaidAt === null ? [] : [[monthOf(l.reversesPaidAt, zone).from, l.reversesPaidAt]])),
  );
  for (const [, paidAt] of months) {
    const month = monthOf(paidAt, zone);
    const earlier = (await linesBetween(db, storeId, month.from, month.to)).filter((l) => l.reversesPaidAt === null);
    for (const c of commissionOf(earlier, sets, month.from)) found.set(c.lineId, c);
  }
  return lines.map((l): PerformanceLine => {
    if (l.reversesPaidAt === null) return l;
    const was = found.get(l.id.slice(0, l.id.lastIndexOf(':')));
    return was
      ? { ...l, reverses: { amount: was.amount, commission: was.commission, assistant: was.assistant?.amount ?? 0 } }
      : l;
  });
}

/** GET /staff/performance: each designer's 業績 and commission in [from, to), by payment time. */
export async function staffPerformance(
  db: Db,
  { store, actor }: StaffScope,
  window: { from: number; to: number },
): Promise<StaffPerformance> {
  const { from, to } = window;
  const month = monthOf(from, store.timeZone);
  const [catalog, read, sets, closedAt] = await Promise.all([
    catalogOf(db, store),
    linesBetween(db, store.id, from, to),
    ruleSetsOf(db, store.id),
    month.from === from && month.to === to ? closedAtOf(db, store.id, monthName(from, store.timeZone)) : null,
  ]);
  const lines = await reversedLines(db, store.id, store.timeZone, read, sets);
  const priced = commissionOf(lines, sets, from).map((c, i) => ({ ...c, requested: lines[i]!.requested }));
  // A designer who has left is paid for the lines of her last weeks: listed after the team while she has any.
  const working = new Set(catalog.providers.map((p) => p.id));
  const leftIds = [
    ...new Set(priced.flatMap((c) => (c.assistant ? [c.staffId, c.assistant.staffId] : [c.staffId]))),
  ].filter((id) => !working.has(id));
  const left = leftIds.length === 0 ? new Map<string, string>() : await designerNamesOf(db, store.id, leftIds);
  const designers = [...catalog.providers, ...[...left].map(([id, name]) => ({ id, name }))].filter((p) =>
    mayRead(actor, p.id),
  );
  const totals = performanceTotals(
    designers.map((d) => d.id),
    priced,
  );
  return {
    from,
    to,
    closedAt,
    designers: designers.map((d, i) => {
      const { staffId: _, ...figures } = totals[i]!;
      return { id: d.id, name: d.name, ...figures };
    }),
    lines: priced
      .flatMap((c, i) => {
        const line = {
          id: c.lineId,
          designerId: c.staffId,
          kind: c.kind,
          label: read[i]!.label,
          requested: c.requested,
          amount: c.amount,
          material: c.material,
          commission: c.commission,
          at: read[i]!.at,
          orderId: read[i]!.orderId,
          asAssistant: false,
        };
        // The assistant's share is a line of her own: no 業績 (the service is the designer's), her commission.
        const helper = c.assistant && {
          ...line,
          id: `${c.lineId}:assistant`,
          designerId: c.assistant.staffId,
          requested: false,
          amount: 0,
          material: 0,
          commission: c.assistant.amount,
          asAssistant: true,
        };
        return helper ? [line, helper] : [line];
      })
      .filter((l) => mayRead(actor, l.designerId)),
  };
}
