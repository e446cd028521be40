import { Banner } from '#web/components/Banner';
import { ChoiceField } from '#web/staff/components/FormFields';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, useFieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useSetAssistant } from '../api/set-assistant';
import type { CalendarBooking } from '../grid';

const NONE = '';

/**
 * The booking's assistant (issue 40): another designer of the store, not one serving it, who takes
 * the commission rules' assistant share of its services. Saved as soon as it is chosen.
 */
export function AssistantPicker({
  booking,
  team,
  readOnly,
}: {
  booking: CalendarBooking;
  team: { id: string; name: string }[];
  readOnly: boolean;
}) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const code = useStaffCode();
  const save = useSetAssistant(code);
  const { err } = useFieldErrors(save.error);
  const serving = new Set(booking.events.map((e) => e.userId));
  const options = [
    { value: NONE, label: t('panel.noAssistant') },
    ...team
      .filter((d) => !serving.has(d.id) || d.id === booking.assistantId)
      .map((d) => ({ value: d.id, label: d.name })),
  ];
  const current = booking.assistantId ?? NONE;
  if (readOnly) {
    const name = team.find((d) => d.id === booking.assistantId)?.name;
    return name ? (
      <p className="text-sm" data-testid="panel-assistant">
        <span className="text-muted">{t('panel.assistant')} </span>
        {name}
      </p>
    ) : null;
  }
  return (
    <div className="space-y-1" data-testid="panel-assistant">
      <ChoiceField
        id={`assistant-${booking.id}`}
        label={t('panel.assistant')}
        hint={t('panel.assistantHint')}
        error={err('assistantId')}
        value={save.isPending && save.variables ? (save.variables.assistantId ?? NONE) : current}
        onChange={(value) => save.mutate({ bookingId: booking.id, assistantId: value === NONE ? null : value })}
        options={options}
      />
      {save.isError && !err('assistantId') ? <Banner tone="error">{errorText(save.error, locale)}</Banner> : null}
      {save.data && !save.isPending ? (
        <p className="text-sm text-green-800" aria-live="polite">
          {t('panel.assistantSaved')}
        </p>
      ) : null}
    </div>
  );
}
