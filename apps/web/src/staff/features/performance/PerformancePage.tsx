import type { StaffPerformance } from '@salon/contract';
import { can, formatDay, monthName, payrollCsv } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { InputField } from '#web/staff/components/FormFields';
import { Loadable, ManagePage } from '#web/staff/components/ManagePage';
import { dayOf } from '#web/staff/lib/day';
import { useNow, useStaffCode, useStaffSession, useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { performanceQuery } from './api/get-performance';
import { performanceRulesQuery } from './api/get-rules';
import { CloseMonth } from './components/CloseMonth';
import { DesignerFigures } from './components/DesignerFigures';
import { Lines } from './components/Lines';
import { PayrollTable } from './components/PayrollTable';
import { RulesForm } from './components/RulesForm';
import { RulesSummary } from './components/RulesSummary';
import { monthWindow, setInForce, shiftMonth } from './performance';

/**
 * 業績與抽成: a month per designer (業績 by kind, commission, the lines behind them, the payroll CSV,
 * closing the month) for owners and managers; a designer's own figures so far, on her phone. Only
 * the owner sets the rules.
 */
export default function PerformancePage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const zone = useStoreZone();
  const now = useNow(60_000);
  const { role } = useStaffSession().staff;
  const [month, setMonth] = useState(() => monthName(now, zone));
  const window = monthWindow(month, zone, now);
  const performance = useQuery(performanceQuery(code, window));
  const seesAll = can(role, 'read:performance:any');
  const owner = can(role, 'manage:performance:any');
  const rules = useQuery({ ...performanceRulesQuery(code), enabled: seesAll });

  const download = (data: StaffPerformance) => {
    const csv = payrollCsv(data.designers, (key) => t(`performance.csv.${key}`));
    const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `payroll-${code}-${month}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const closed = performance.data?.closedAt ?? null;
  const ended = window.to <= now;

  return (
    <ManagePage
      title={t('performance.title')}
      permission="read:performance:own"
      wide
      actions={
        seesAll && (
          <>
            <Button
              variant="secondary"
              disabled={!performance.data}
              onClick={() => performance.data && download(performance.data)}
            >
              {t('performance.csvDownload')}
            </Button>
            {owner && ended && closed === null && performance.data && (
              <CloseMonth code={code} month={month} title={month} />
            )}
          </>
        )
      }
    >
      <Card className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
        <div className="col-span-2 sm:order-2 sm:w-56">
          <InputField
            id="performance-month"
            label={t('performance.month')}
            input={{ type: 'month' }}
            value={month}
            onChange={(text) => /^\d{4}-\d{2}$/.test(text) && setMonth(text)}
          />
        </div>
        <Button variant="secondary" className="sm:order-1" onClick={() => setMonth(shiftMonth(month, -1, zone, now))}>
          {t('performance.previous')}
        </Button>
        <Button variant="secondary" className="sm:order-3" onClick={() => setMonth(shiftMonth(month, 1, zone, now))}>
          {t('performance.next')}
        </Button>
      </Card>
      {closed !== null && (
        <Banner tone="info" role="status">
          {t('performance.closed', { day: formatDay(closed, zone) })}
        </Banner>
      )}
      <Loadable query={performance}>
        {(data) =>
          seesAll ? (
            <div className="space-y-4" aria-busy={performance.isFetching}>
              <PayrollTable performance={data} />
            </div>
          ) : (
            <div className="space-y-4" aria-busy={performance.isFetching}>
              {data.designers.map((d) => (
                <DesignerFigures key={d.id} designer={d} />
              ))}
              <Card title={t('performance.myLines')}>
                <Lines lines={data.lines} />
              </Card>
            </div>
          )
        }
      </Loadable>
      {seesAll && (
        <Loadable query={rules}>
          {(r) => {
            const current = setInForce(r.sets, window.to - 1);
            return (
              <div className="grid items-start gap-4 lg:grid-cols-2">
                <RulesSummary current={current} names={r.names} />
                {owner && <RulesForm code={code} current={current} names={r.names} today={dayOf(now, zone)} />}
              </div>
            );
          }}
        </Loadable>
      )}
    </ManagePage>
  );
}
