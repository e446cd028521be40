import type { EndpointResult } from '@salon/contract';
import type { Language, WeeklyHours } from '@salon/domain';
import { WEEKDAYS, weekdayName } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { Loadable, ManagePage } from '#web/staff/components/ManagePage';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { teamQuery } from './api/get-team';
import { useUpdateDesigner } from './api/update-designer';
import { AvatarUpload, DesignerPhoto } from './components/AvatarUpload';
import { DesignerForm } from './components/DesignerForm';
import { FormerDesigners } from './components/FormerDesigners';
import { LeaveDialog } from './components/LeaveDialog';
import { StoreHoursForm } from './components/StoreHoursForm';

/** `週二 11:00–20:00 · 週三 …`: the days someone works, for a designer's line. */
function hoursLine(hours: WeeklyHours, locale: Language, closed: string): string {
  const days = [1, 2, 3, 4, 5, 6, 0]
    .map((i) => ({ i, day: hours[WEEKDAYS[i]!] }))
    .filter(({ day }) => day.open.length > 0)
    .map(({ i, day }) => `${weekdayName(i, locale)} ${day.open.map((r) => `${r.start}–${r.end}`).join(', ')}`);
  return days.length > 0 ? days.join(' · ') : closed;
}

type Designer = EndpointResult<'staffTeam'>['designers'][number];

/** A designer switched off when they leave (after the dialog) or on again; what it answered. */
function useLeaving(code: string) {
  const change = useUpdateDesigner(code);
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const [leaving, setLeaving] = useState<Designer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = (d: Designer, active: boolean, message: string) =>
    new Promise<boolean>((resolve) =>
      change.mutate(
        { designerId: d.id, body: { active, confirm: false } },
        { onSuccess: () => resolve(true), onSettled: () => resolve(false) },
      ),
    ).then((ok) => {
      setDone(ok ? message : null);
      return ok;
    });
  const open = (d: Designer | null) => {
    change.reset();
    setLeaving(d);
  };
  return {
    leaving,
    open,
    confirm: (d: Designer) => run(d, false, t('team.leave.done', { name: d.name })),
    bringBack: (d: Designer) => void run(d, true, t('team.former.returned', { name: d.name })),
    busy: change.isPending ? (change.variables?.designerId ?? null) : null,
    error: change.isError ? change.error : null,
    errorText: change.isError ? errorText(change.error, locale) : null,
    done,
  };
}

/** The team in its order (add, change hours and days off, switch off who left) and the store's hours. */
export default function TeamPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const team = useQuery(teamQuery(code));
  const [editing, setEditing] = useState<string | null>(null);
  const leave = useLeaving(code);
  const [sep, list] = locale === 'en' ? [': ', ', '] : ['：', '、'];

  return (
    <ManagePage
      title={t('team.title')}
      permission="manage:team:any"
      wide
      actions={
        editing !== 'new' && (
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('team.addDesigner')}
          </Button>
        )
      }
    >
      <p role="status" className="text-sm font-medium text-brand-800">
        {leave.done ?? ''}
      </p>
      {!leave.leaving && <Banner tone="error">{leave.errorText}</Banner>}
      <Loadable query={team}>
        {(data) => (
          <div className="space-y-6">
            <section aria-labelledby="team-designers" className="space-y-3">
              <h2 id="team-designers" className="text-lg font-semibold">
                {t('team.designers')}
              </h2>
              {editing === 'new' && (
                <Card>
                  <h3 className="mb-3 font-semibold">{t('team.newDesigner')}</h3>
                  <DesignerForm designer={null} storeHours={data.workingHours} onDone={() => setEditing(null)} />
                </Card>
              )}
              {data.designers.length === 0 ? (
                <EmptyState icon="scissors" title={t('team.none')} />
              ) : (
                <ol className="space-y-2">
                  {data.designers.map((d) => (
                    <Card as="li" key={d.id} data-testid={`designer-${d.id}`} className="space-y-3">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <DesignerPhoto designer={d} />
                        <p className="font-semibold">
                          {d.name}
                          {d.title && <span className="ml-2 text-sm font-normal text-muted">{d.title}</span>}
                        </p>
                        <p className="text-xs text-muted">{t('team.order', { n: d.sort })}</p>
                        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
                          <AvatarUpload designer={d} />
                          {editing !== d.id && (
                            <Button
                              variant="secondary"
                              aria-label={t('team.editNamed', { name: d.name })}
                              onClick={() => setEditing(d.id)}
                            >
                              {t('team.edit')}
                            </Button>
                          )}
                          <Button
                            variant="secondary"
                            aria-label={t('team.leave.openNamed', { name: d.name })}
                            onClick={() => leave.open(d)}
                          >
                            {t('team.leave.open')}
                          </Button>
                        </div>
                      </div>
                      {editing === d.id ? (
                        <DesignerForm designer={d} storeHours={data.workingHours} onDone={() => setEditing(null)} />
                      ) : (
                        <div className="space-y-1 text-sm">
                          <p>
                            {d.schedule
                              ? hoursLine(d.schedule, locale, t('team.closedAllWeek'))
                              : t('team.storeHoursUsed')}
                          </p>
                          {d.daysOff.length > 0 && (
                            <p className="text-muted">
                              {t('team.daysOff')}
                              {sep}
                              {d.daysOff.join(list)}
                            </p>
                          )}
                          {d.extraDays.length > 0 && (
                            <p className="text-muted">
                              {t('team.extraDays')}
                              {sep}
                              {d.extraDays.join(list)}
                            </p>
                          )}
                        </div>
                      )}
                    </Card>
                  ))}
                </ol>
              )}
            </section>
            <FormerDesigners former={data.former} busy={leave.busy} onReturn={leave.bringBack} />
            <Card as="section" aria-labelledby="team-store-hours" className="space-y-3">
              <h2 id="team-store-hours" className="text-lg font-semibold">
                {t('team.storeHours')}
              </h2>
              <StoreHoursForm working={data.workingHours} opening={data.openingHours} holidays={data.holidays} />
            </Card>
          </div>
        )}
      </Loadable>
      <LeaveDialog
        designer={leave.leaving}
        onClose={() => leave.open(null)}
        onConfirm={leave.confirm}
        error={leave.error}
        errorText={leave.errorText}
      />
    </ManagePage>
  );
}
