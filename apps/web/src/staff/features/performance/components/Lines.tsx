import type { PerformanceLineView } from '@salon/contract';
import { formatMoney, formatShort } from '@salon/domain';
import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';

/** The lines behind a designer's figures: each payment or refund, what it was, its 業績 and commission. */
export function Lines({ lines }: { lines: readonly PerformanceLineView[] }) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  if (lines.length === 0) return <p className="text-sm text-muted">{t('performance.noLines')}</p>;
  const kind = (l: PerformanceLineView) =>
    l.asAssistant
      ? t('performance.asAssistant')
      : l.kind === 'service'
        ? t(l.requested ? 'performance.requested' : 'performance.assigned')
        : t(`performance.kinds.${l.kind}`);
  const label = (l: PerformanceLineView) => t(`performance.sold.${l.label}`, { defaultValue: l.label });
  return (
    <table className="w-full text-sm">
      <thead className="text-left text-muted">
        <tr>
          <th className="py-1 font-medium">{t('performance.when')}</th>
          <th className="py-1 font-medium">{t('performance.what')}</th>
          <th className="py-1 text-right font-medium">{t('performance.revenue')}</th>
          <th className="py-1 text-right font-medium">{t('performance.commission')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.id} className="border-t border-line align-top">
            <td className="py-2 pr-2 whitespace-nowrap tabular-nums">{formatShort(l.at, zone)}</td>
            <td className="py-2 pr-2">
              {label(l)}
              <span className="block text-xs text-muted">{kind(l)}</span>
            </td>
            <td className="py-2 text-right tabular-nums">{formatMoney(l.amount)}</td>
            <td className="py-2 text-right tabular-nums">{formatMoney(l.commission)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
