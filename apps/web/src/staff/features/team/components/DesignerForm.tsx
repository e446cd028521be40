import type { EndpointResult } from '@salon/contract';
import type { WeeklyHours } from '@salon/domain';
import { type FormEvent, useState } from 'react';
import { Checkbox } from '#web/components/Checkbox';
import { SaveCancel } from '#web/staff/components/EditorActions';
import { InputField } from '#web/staff/components/FormFields';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, useFieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useAddDesigner } from '../api/add-designer';
import { useUpdateDesigner } from '../api/update-designer';
import { DatesEditor } from './DatesEditor';
import { HoursConflict, OtherError } from './HoursConflict';
import { WeekHoursEditor } from './WeekHoursEditor';

type Designer = EndpointResult<'staffTeam'>['designers'][number];

/**
 * A designer's name, title, place in the order, own weekly hours (or the store's), days off and extra days;
 * with no designer, a new one (and its id). A change leaving bookings outside hours asks first.
 */
export function DesignerForm({
  designer,
  storeHours,
  onDone,
}: {
  designer: Designer | null;
  storeHours: WeeklyHours;
  onDone: () => void;
}) {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const add = useAddDesigner(code);
  const change = useUpdateDesigner(code);
  const action = designer ? change : add;
  const prefix = designer ? `designer-${designer.id}` : 'new-designer';
  const [id, setId] = useState('');
  const [name, setName] = useState(designer?.name ?? '');
  const [title, setTitle] = useState(designer?.title ?? '');
  const [sort, setSort] = useState(designer?.sort ?? 0);
  const [schedule, setSchedule] = useState<WeeklyHours | null>(designer?.schedule ?? null);
  const [daysOff, setDaysOff] = useState(designer?.daysOff ?? []);
  const [extraDays, setExtraDays] = useState(designer?.extraDays ?? []);
  const { err, listErr } = useFieldErrors(action.error);

  const send = (confirm: boolean) => {
    const fields = { name: name.trim(), title: title.trim() || null, schedule, daysOff, extraDays };
    if (designer) change.mutate({ designerId: designer.id, body: { ...fields, sort, confirm } }, { onSuccess: onDone });
    else add.mutate({ id: id.trim(), ...fields }, { onSuccess: onDone });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate data-testid={`${prefix}-form`}>
      <div className="grid gap-3 sm:grid-cols-3">
        {!designer && (
          <InputField
            id={`${prefix}-id`}
            label={t('team.id')}
            hint={t('team.idHint')}
            error={err('id')}
            value={id}
            onChange={setId}
          />
        )}
        <InputField id={`${prefix}-name`} label={t('team.name')} error={err('name')} value={name} onChange={setName} />
        <InputField
          id={`${prefix}-title`}
          label={t('team.jobTitle')}
          optional={t('common.optional')}
          error={err('title')}
          value={title}
          onChange={setTitle}
        />
        {designer && (
          <InputField
            id={`${prefix}-sort`}
            label={t('team.sort')}
            hint={t('team.sortHint')}
            error={err('sort')}
            input={{ type: 'number', min: 0, max: 1000 }}
            value={sort}
            onChange={(text) => setSort(Number(text))}
          />
        )}
      </div>
      <Checkbox
        id={`${prefix}-own-hours`}
        label={t('team.ownHours')}
        checked={schedule !== null}
        onChange={(e) => setSchedule(e.target.checked ? (designer?.schedule ?? storeHours) : null)}
      />
      {schedule ? (
        <WeekHoursEditor
          id={`${prefix}-hours`}
          hours={schedule}
          onChange={setSchedule}
          error={(p) => err(`schedule.${p}`)}
        />
      ) : (
        <p className="text-sm text-muted">{t('team.storeHoursUsed')}</p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <DatesEditor
          id={`${prefix}-off`}
          kind="dayOff"
          days={daysOff}
          onChange={setDaysOff}
          error={listErr('daysOff')}
        />
        <DatesEditor
          id={`${prefix}-extra`}
          kind="extraDay"
          days={extraDays}
          onChange={setExtraDays}
          error={listErr('extraDays')}
        />
      </div>
      <HoursConflict
        error={action.error}
        confirming={action.isPending}
        onConfirm={() => send(true)}
        onCancel={() => action.reset()}
      />
      <OtherError error={action.error} text={action.isError ? errorText(action.error, locale) : null} />
      <SaveCancel
        pending={action.isPending}
        submitLabel={designer ? t('team.save') : t('team.add')}
        onCancel={onDone}
      />
    </form>
  );
}
