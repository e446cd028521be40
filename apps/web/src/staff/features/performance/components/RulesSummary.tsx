import type { CommissionRuleSet, PerformanceRules } from '@salon/contract';
import { formatDay, formatMoney } from '@salon/domain';
import { Card } from '#web/components/Card';
import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';

/** The rules in force, read only (what managers see; the owner sees it above the form). */
export function RulesSummary({
  current,
  names,
}: {
  current: CommissionRuleSet | undefined;
  names: PerformanceRules['names'];
}) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  if (!current)
    return (
      <Card title={t('performance.rules.inForce')}>
        <p className="text-sm text-muted">{t('performance.rules.none')}</p>
      </Card>
    );
  const rows: [string, string][] = [
    [t('performance.rules.effectiveFrom'), formatDay(current.effectiveFrom, zone)],
    [t('performance.rules.requested'), `${current.service.requested}%`],
    [t('performance.rules.assigned'), `${current.service.assigned}%`],
    [t('performance.rules.retail'), `${current.retail}%`],
    [t('performance.rules.wallet'), `${current.wallet}%`],
    [t('performance.rules.assistantShare'), `${current.assistantShare}%`],
    ...Object.entries(current.categories).map(([id, r]): [string, string] => [
      t('performance.rules.categoryRates', { name: names.categories[id] ?? id }),
      `${r.requested}% / ${r.assigned}%`,
    ]),
    ...Object.entries(current.materials).map(([id, m]): [string, string] => [
      t('performance.rules.materialKind', { name: names.services[id] ?? id }),
      m.kind === 'fixed' ? formatMoney(m.amount) : `${m.percent}%`,
    ]),
    [
      t('performance.rules.brackets'),
      current.brackets.length === 0
        ? '—'
        : `${t(`performance.rules.modes.${current.bracketMode}`)}：${current.brackets
            .map((b) => t('performance.rules.bracketText', { from: b.from.toLocaleString('en-US'), bonus: b.bonus }))
            .join('、')}`,
    ],
  ];
  return (
    <Card title={t('performance.rules.inForce')}>
      <dl className="grid gap-1 text-sm sm:grid-cols-2" data-testid="rules-in-force">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 border-t border-line py-1">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
