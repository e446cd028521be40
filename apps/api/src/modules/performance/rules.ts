import type { CommissionRuleSet, CommissionRulesBody, PerformanceRules } from '@salon/contract';
import { type CommissionRules, dayNamed, monthNamed } from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import { at, toSeconds } from '#api/db/time';
import { ApiError, fieldError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { catalogOf } from '#api/modules/catalog/service';
import { serviceCategoriesOf } from '#api/modules/menu/service';
import type { StaffScope } from '#api/modules/scope';
import * as repo from './repository';

const toSet = (row: repo.RuleSetRow): CommissionRuleSet => ({
  ...row.rules,
  effectiveFrom: toSeconds(row.effectiveFrom),
  savedAt: toSeconds(row.savedAt),
});

/** The store's commission rule sets, every one it has saved (none yet: nobody earns commission). */
export async function ruleSetsOf(db: Tx, storeId: string): Promise<CommissionRules[]> {
  return (await repo.ruleSetRows(db, storeId)).map(({ rules, effectiveFrom }) => ({
    ...rules,
    effectiveFrom: toSeconds(effectiveFrom),
  }));
}

/** When a month was closed for payroll (unix s), or null. */
export async function closedAtOf(db: Tx, storeId: string, month: string): Promise<number | null> {
  const row = (await repo.closingRows(db, storeId)).find((c) => c.month === month);
  return row ? toSeconds(row.closedAt) : null;
}

/** GET /staff/performance/rules: the sets, newest first, and the closed months. */
export async function performanceRules(db: Db, { store }: StaffScope): Promise<PerformanceRules> {
  const [sets, closed, categories, catalog] = await Promise.all([
    repo.ruleSetRows(db, store.id),
    repo.closingRows(db, store.id),
    serviceCategoriesOf(db, store.id),
    catalogOf(db, store),
  ]);
  return {
    sets: sets.map(toSet),
    closed: closed.map((c) => ({ month: c.month, closedAt: toSeconds(c.closedAt) })),
    names: {
      categories: Object.fromEntries(categories.map((c) => [c.id, c.name])),
      services: Object.fromEntries(catalog.products.map((p) => [p.id, p.name])),
    },
  };
}

/** The closed month a set from `from` would reach into (the latest), or null. */
export async function closedFrom(db: Tx, storeId: string, zone: string, from: number): Promise<string | null> {
  for (const c of await repo.closingRows(db, storeId)) if ((monthNamed(c.month, zone)?.to ?? 0) > from) return c.month;
  return null;
}

/**
 * PUT /staff/performance/rules (the owner): saves a set from a local date on. A set that would apply
 * within a closed month is refused (`PERIOD_CLOSED`): past periods keep the rules they were paid under.
 */
export async function saveCommissionRules(
  db: Db,
  scope: StaffScope,
  body: CommissionRulesBody,
): Promise<PerformanceRules> {
  const { store, now, actor } = scope;
  const from = dayNamed(body.effectiveFrom, store.timeZone);
  if (from === null) throw fieldError('effectiveFrom', '請選擇生效日期');
  const [catalog, categories] = await Promise.all([catalogOf(db, store), serviceCategoriesOf(db, store.id)]);
  const services = new Set(catalog.products.map((p) => p.id));
  const unknown = Object.keys(body.materials).find((id) => !services.has(id));
  if (unknown) throw fieldError('materials', `找不到這項服務：${unknown}`);
  const known = new Set(categories.map((c) => c.id));
  const category = Object.keys(body.categories).find((id) => !known.has(id));
  if (category) throw fieldError('categories', `找不到這個服務分類：${category}`);
  const { effectiveFrom: _, ...rules } = body;
  await db.transaction(async (tx) => {
    const month = await closedFrom(tx, store.id, store.timeZone, from);
    if (month) throw new ApiError('PERIOD_CLOSED', { data: { month } });
    const row = { storeId: store.id, effectiveFrom: at(from), rules, staffId: actor.staffId, savedAt: at(now) };
    const before = await repo.saveRuleSet(tx, row);
    await recordChange(tx, scope, {
      operation: 'staffSaveCommissionRules',
      entity: 'commissionRules',
      entityId: body.effectiveFrom,
      before: before ? toSet(before) : null,
      after: toSet(row),
    });
  });
  return performanceRules(db, scope);
}
