import { type FormEvent, useState } from 'react';
import { Banner } from '#web/components/Banner';
import { SaveCancel } from '#web/staff/components/EditorActions';
import { ChoiceField, InputField, TimeField } from '#web/staff/components/FormFields';
import { timeOn } from '#web/staff/lib/day';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, fieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useCreateBlock } from '../api/create-block';
import { clockOf } from '../grid';
import type { SlotFormProps } from './StaffBookingForm';

/** Blocks a designer's time from the clicked half hour (a break, a meeting, a training). */
export function BlockForm({ slot, designers, onClose }: SlotFormProps) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const code = useStaffCode();
  const zone = useStoreZone();
  const create = useCreateBlock(code);
  const startMinute = slot.minute ?? 12 * 60;
  const [from, setFrom] = useState(clockOf(startMinute));
  const [to, setTo] = useState(clockOf(Math.min(24 * 60 - 15, startMinute + 60)));
  const [reason, setReason] = useState('');
  const [designerId, setDesignerId] = useState(slot.designerId);
  const designer = designers.find((d) => d.id === designerId);
  const wrongOrder = to <= from;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wrongOrder) return;
    create.mutate(
      {
        userId: designerId,
        startTime: timeOn(slot.date, from, zone),
        endTime: timeOn(slot.date, to, zone),
        reason: reason.trim(),
      },
      { onSuccess: onClose },
    );
  };
  const api = fieldErrors(create.error);
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <p className="text-sm text-muted">{t('block.intro', { name: designer?.name ?? designerId })}</p>
      {designers.length > 1 && (
        <ChoiceField
          id="block-designer"
          label={t('block.designer')}
          value={designerId}
          onChange={setDesignerId}
          options={designers.map((d) => ({ value: d.id, label: d.name }))}
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <TimeField id="block-from" label={t('block.from')} value={from} onChange={setFrom} />
        <TimeField
          id="block-to"
          label={t('block.to')}
          error={wrongOrder ? t('block.wrongOrder') : (api.endTime ?? null)}
          value={to}
          onChange={setTo}
        />
      </div>
      <InputField
        id="block-reason"
        label={t('block.reason')}
        optional={t('common.optional')}
        input={{ maxLength: 200 }}
        value={reason}
        onChange={setReason}
      />
      <Banner tone="error">{create.isError ? errorText(create.error, locale) : null}</Banner>
      <SaveCancel halves pending={create.isPending} submitLabel={t('block.submit')} onCancel={onClose} />
    </form>
  );
}
