import type { StaffPerformance } from '@salon/contract';
import { formatMoney, PAYROLL_COLUMNS, payrollTotals } from '@salon/domain';
import { Card } from '#web/components/Card';
import { useStaffT } from '#web/staff/lib/i18n';
import { Lines } from './Lines';

/** The month per designer (業績 by kind, commission) with the store's totals, and the lines behind each row. */
export function PayrollTable({ performance }: { performance: StaffPerformance }) {
  const { t } = useStaffT();
  const totals = payrollTotals(performance.designers);
  return (
    <>
      <Card className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-sm" data-testid="payroll-table">
          <caption className="sr-only">{t('performance.tableCaption')}</caption>
          <thead className="text-left text-muted">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {t('performance.csv.designer')}
              </th>
              {PAYROLL_COLUMNS.map((c) => (
                <th key={c} scope="col" className="py-1 text-right font-medium">
                  {t(`performance.csv.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {performance.designers.map((d) => (
              <tr key={d.id} className="border-t border-line">
                <th scope="row" className="py-2 text-left font-medium">
                  {d.name}
                </th>
                {PAYROLL_COLUMNS.map((c) => (
                  <td key={c} className="py-2 text-right tabular-nums">
                    {formatMoney(d[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-ink font-semibold" data-testid="payroll-totals">
              <th scope="row" className="py-2 text-left">
                {t('performance.csv.total')}
              </th>
              {PAYROLL_COLUMNS.map((c) => (
                <td key={c} className="py-2 text-right tabular-nums">
                  {formatMoney(totals[c])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </Card>
      {performance.designers.map((d) => (
        <details key={d.id} className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium">
            {t('performance.linesOf', { name: d.name })}
          </summary>
          <Lines lines={performance.lines.filter((l) => l.designerId === d.id)} />
        </details>
      ))}
    </>
  );
}
