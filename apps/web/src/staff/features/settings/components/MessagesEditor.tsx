import { Badge } from '#web/components/Badge';
import { Button } from '#web/components/Button';
import { Field, inputClass } from '#web/components/Field';
import { InputField } from '#web/staff/components/FormFields';
import { useStaffT } from '#web/staff/lib/i18n';
import type { Bind } from './fields';

/** What the LINE token field holds: nothing typed (kept as it is), a new token, or removal. */
export type TokenDraft = { kind: 'keep' } | { kind: 'set'; token: string } | { kind: 'remove' };

/**
 * The messages' settings: when the reminders go out (up to three, hours before the visit) and the
 * LINE Official Account's channel access token (write-only: the screen only says whether one is saved).
 */
export function MessagesEditor({
  bind,
  token,
  onToken,
}: {
  bind: Bind;
  token: TokenDraft;
  onToken: (token: TokenDraft) => void;
}) {
  const { t } = useStaffT();
  const hours = bind.draft.reminderHoursBefore;
  const setHours = (next: number[]) => bind.set('reminderHoursBefore', next);
  const listError = bind.error('reminderHoursBefore');
  const saved = bind.draft.lineChannelAccessTokenSet;
  return (
    <div className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('settings.reminders')}</legend>
        <p className="text-sm text-muted">{t('settings.remindersHint')}</p>
        {hours.length === 0 && <p className="text-sm">{t('settings.noReminders')}</p>}
        <ul className="flex flex-wrap gap-3">
          {hours.map((h, i) => (
            <li key={i} className="flex items-end gap-2">
              <Field
                id={`setting-reminder-${i}`}
                label={t('settings.reminderN', { n: i + 1 })}
                error={bind.error(`reminderHoursBefore.${i}`)}
              >
                {(control) => (
                  <div className="flex items-center gap-2">
                    <input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={168}
                      className={inputClass.replace('w-full', 'w-24')}
                      value={Number.isNaN(h) ? '' : h}
                      onChange={(e) =>
                        setHours(
                          hours.map((x, j) =>
                            j === i ? (e.target.value === '' ? Number.NaN : Number(e.target.value)) : x,
                          ),
                        )
                      }
                    />
                    <span className="text-sm text-muted">{t('settings.hoursBefore')}</span>
                  </div>
                )}
              </Field>
              <Button
                variant="secondary"
                aria-label={t('settings.removeReminder', { n: i + 1 })}
                onClick={() => setHours(hours.filter((_, j) => j !== i))}
              >
                {t('settings.remove')}
              </Button>
            </li>
          ))}
        </ul>
        {listError && <p className="text-sm text-red-700">{listError}</p>}
        {hours.length < 3 && (
          <Button variant="secondary" onClick={() => setHours([...hours, hours.length === 0 ? 24 : 2])}>
            {t('settings.addReminder')}
          </Button>
        )}
      </fieldset>

      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-medium">{t('settings.line')}</h3>
          <Badge tone={saved && token.kind !== 'remove' ? 'solid' : 'neutral'}>
            {token.kind === 'remove'
              ? t('settings.lineWillRemove')
              : saved
                ? t('settings.lineSet')
                : t('settings.lineNotSet')}
          </Badge>
        </div>
        <InputField
          id="setting-lineChannelAccessToken"
          label={saved ? t('settings.lineReplace') : t('settings.lineToken')}
          hint={t('settings.lineHint')}
          error={bind.error('lineChannelAccessToken')}
          input={{ type: 'password', autoComplete: 'off', spellCheck: false }}
          value={token.kind === 'set' ? token.token : ''}
          onChange={(text) => onToken(text === '' ? { kind: 'keep' } : { kind: 'set', token: text })}
        />
        {saved && (
          <Button
            variant={token.kind === 'remove' ? 'secondary' : 'dangerOutline'}
            onClick={() => onToken(token.kind === 'remove' ? { kind: 'keep' } : { kind: 'remove' })}
          >
            {token.kind === 'remove' ? t('settings.lineKeep') : t('settings.lineRemove')}
          </Button>
        )}
      </div>
    </div>
  );
}
