import type { DesignerPerformance } from '@salon/contract';
import { formatMoney } from '@salon/domain';
import { Card } from '#web/components/Card';
import { useStaffT } from '#web/staff/lib/i18n';

/** One designer's month at a glance: commission first, then 業績 by kind (for her own phone). */
export function DesignerFigures({ designer }: { designer: DesignerPerformance }) {
  const { t } = useStaffT();
  const figures: [string, number][] = [
    [t('performance.requested'), designer.requestedRevenue],
    [t('performance.assigned'), designer.assignedRevenue],
    [t('performance.kinds.retail'), designer.retailRevenue],
    [t('performance.kinds.wallet'), designer.walletRevenue],
  ];
  return (
    <Card className="space-y-3" data-testid={`figures-${designer.id}`}>
      <h2 className="font-semibold">{designer.name}</h2>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <p className="text-sm text-muted">{t('performance.commission')}</p>
          <p className="text-2xl font-semibold tabular-nums" data-testid="my-commission">
            {formatMoney(designer.commission)}
          </p>
        </div>
        <div>
          <p className="text-sm text-muted">{t('performance.kinds.service')}</p>
          <p className="text-2xl font-semibold tabular-nums" data-testid="my-service">
            {formatMoney(designer.serviceRevenue)}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 border-t border-line py-1">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">{formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
