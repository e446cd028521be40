import { DEPOSIT_RULES, DEPOSIT_SCOPES, UNASSIGNED_MODES } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Loadable, ManagePage } from '#web/staff/components/ManagePage';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useFieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { settingsQuery } from './api/get-settings';
import { type SettingsChange, useSaveSettings } from './api/save-settings';
import { CancelEditor } from './components/CancelEditor';
import { type Bind, NumberField, SelectField, type Settings, TextField, Toggle } from './components/fields';
import { MessagesEditor, type TokenDraft } from './components/MessagesEditor';
import { PaymentMethodsEditor } from './components/PaymentMethodsEditor';

/** Read-only (the LINE token is sent on its own: typed, or removed). */
const NOT_SENT = new Set(['bookingWindowDays', 'lineChannelAccessTokenSet']);

/** The settings that differ from what was loaded, and the LINE token when typed or removed: only those are sent. */
function changes(loaded: Settings, draft: Settings, token: TokenDraft): SettingsChange {
  const changed = Object.fromEntries(
    Object.entries(draft).filter(
      ([key, value]) => !NOT_SENT.has(key) && JSON.stringify(value) !== JSON.stringify(loaded[key as keyof Settings]),
    ),
  ) as SettingsChange;
  if (token.kind === 'set') changed.lineChannelAccessToken = token.token;
  if (token.kind === 'remove') changed.lineChannelAccessToken = null;
  return changed;
}

function Group({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `group-${name}`;
  return (
    <Card as="section" aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Every store setting, grouped, saved in one call; the API's field errors under their fields. */
export default function SettingsPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const settings = useQuery(settingsQuery(code));
  return (
    <ManagePage
      title={t('settings.title')}
      permission="manage:settings:any"
      actions={
        <a
          href={`/${code}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-medium text-brand-700 ring-1 ring-line hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {t('settings.previewStore')}
        </a>
      }
    >
      <Loadable query={settings} rows={6}>
        {(loaded) => <SettingsForm loaded={loaded} />}
      </Loadable>
    </ManagePage>
  );
}

function SettingsForm({ loaded }: { loaded: Settings }) {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const save = useSaveSettings(code);
  const [draft, setDraft] = useState(loaded);
  const [done, setDone] = useState(false);
  const [token, setToken] = useState<TokenDraft>({ kind: 'keep' });
  const { err } = useFieldErrors(save.error);
  const bind: Bind = {
    draft,
    set: (key, value) => {
      setDone(false);
      setDraft((d) => ({ ...d, [key]: value }));
    },
    error: err,
  };
  const pending = changes(loaded, draft, token);
  const count = Object.keys(pending).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(pending, {
      onSuccess: (saved) => {
        setDraft(saved);
        setToken({ kind: 'keep' });
        setDone(true);
      },
    });
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <Group name="booking" title={t('settings.booking')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            bind={bind}
            name="bookingTimeOffset"
            label={t('settings.offset')}
            hint={t('settings.offsetHint')}
            min={0}
          />
          <NumberField bind={bind} name="slotInterval" label={t('settings.interval')} min={5} max={240} />
          <NumberField bind={bind} name="maxCustomerCount" label={t('settings.maxCustomers')} min={1} max={20} />
          <NumberField
            bind={bind}
            name="checkoutAttemptsPerHour"
            label={t('settings.checkoutCap')}
            hint={t('settings.checkoutCapHint')}
            min={0}
          />
          <SelectField
            bind={bind}
            name="unassignedMode"
            label={t('settings.unassigned')}
            options={UNASSIGNED_MODES.map((m) => ({ value: m, label: t(`settings.unassignedModes.${m}`) }))}
          />
          <p className="self-center text-sm text-muted">{t('settings.window', { days: draft.bookingWindowDays })}</p>
        </div>
        <Toggle bind={bind} name="confirmEachBooking" label={t('settings.confirmEach')} />
        <Toggle bind={bind} name="enableConcurrentServices" label={t('settings.concurrent')} />
        {draft.enableConcurrentServices && (
          <NumberField
            bind={bind}
            name="minConcurrentServiceUsers"
            label={t('settings.minConcurrent')}
            min={1}
            max={20}
          />
        )}
      </Group>

      <Group name="deposit" title={t('settings.deposit')}>
        <Toggle bind={bind} name="depositRequired" label={t('settings.depositRequired')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField bind={bind} name="depositValue" label={t('settings.depositValue')} min={0} />
          <SelectField
            bind={bind}
            name="depositRule"
            label={t('settings.depositRule')}
            options={DEPOSIT_RULES.map((r) => ({ value: r, label: t(`settings.depositRules.${r}`) }))}
          />
          <SelectField
            bind={bind}
            name="depositScope"
            label={t('settings.depositScope')}
            options={DEPOSIT_SCOPES.map((s) => ({ value: s, label: t(`settings.depositScopes.${s}`) }))}
          />
        </div>
      </Group>

      <Group name="cancel" title={t('settings.cancel')}>
        <CancelEditor bind={bind} timeZone={zone} />
      </Group>

      <Group name="payment" title={t('settings.payment')}>
        <PaymentMethodsEditor bind={bind} />
      </Group>

      <Group name="sales" title={t('settings.sales')}>
        <Toggle bind={bind} name="serviceEnable" label={t('settings.serviceEnable')} />
        <Toggle bind={bind} name="retailEnable" label={t('settings.retailEnable')} />
        <Toggle bind={bind} name="pickupTimeEnable" label={t('settings.pickupTime')} />
      </Group>

      <Group name="privacy" title={t('settings.privacy')}>
        <Toggle bind={bind} name="maskPhonesForDesigners" label={t('settings.maskPhones')} />
        <p className="text-sm text-muted">{t('settings.maskPhonesHint')}</p>
      </Group>

      <Group name="messages" title={t('settings.messages')}>
        <MessagesEditor
          bind={bind}
          token={token}
          onToken={(next) => {
            setDone(false);
            setToken(next);
          }}
        />
      </Group>

      <Group name="texts" title={t('settings.texts')}>
        <Toggle bind={bind} name="consultEnable" label={t('settings.consultEnable')} />
        <TextField bind={bind} name="consultURL" type="url" label={t('settings.consultUrl')} />
        <TextField bind={bind} name="websiteTitle" label={t('settings.websiteTitle')} />
        <TextField bind={bind} name="websiteDescription" rows={3} label={t('settings.websiteDescription')} />
        <TextField bind={bind} name="websiteBanner" type="url" label={t('settings.websiteBanner')} />
        <TextField bind={bind} name="liffId" label={t('settings.liffId')} hint={t('settings.liffIdHint')} />
        <TextField bind={bind} name="notes" rows={5} label={t('settings.notes')} hint={t('settings.notesHint')} />
      </Group>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-white/95 px-4 py-3">
        <Button type="submit" loading={save.isPending} disabled={count === 0}>
          {t('settings.save', { count })}
        </Button>
        <Button
          variant="secondary"
          disabled={count === 0 || save.isPending}
          onClick={() => {
            setDraft(loaded);
            setToken({ kind: 'keep' });
          }}
        >
          {t('settings.reset')}
        </Button>
        <div className="min-w-0 flex-1" aria-live="polite">
          {save.isError ? (
            <Banner tone="error">{errorText(save.error, locale)}</Banner>
          ) : done ? (
            <p className="text-sm text-green-800">{t('manage.saved')}</p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
