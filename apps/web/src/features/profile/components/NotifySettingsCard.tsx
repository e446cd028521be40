import type { NotifySettings } from '@salon/contract';
import { NOTIFY_CHANNELS } from '@salon/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/Card';
import { Checkbox } from '#web/components/Checkbox';
import { selectClass } from '#web/components/Field';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { notifySettingsQuery, saveNotifySettings } from '#web/features/booking/api/notify';
import { queryClient } from '#web/lib/query-client';

/**
 * The profile's messages card: the language and channel of messages, and reminders on or off.
 * E-mail chosen without an address on the profile goes by LINE or SMS (the API's routes): it says so.
 */
export function NotifySettingsCard({ cname, hasEmail }: { cname: string; hasEmail: boolean }) {
  const { t } = useTranslation();
  const settings = useQuery(notifySettingsQuery(cname));
  // What the customer just chose, shown until the save settles. React state set in the event itself:
  // the mutation's own pending state arrives a tick later, and in between React would put a
  // controlled checkbox back as it was.
  const [unsaved, setUnsaved] = useState<Partial<NotifySettings>>({});
  const save = useMutation({
    mutationFn: (change: Partial<NotifySettings>) => saveNotifySettings(cname, change),
    onSuccess: (next) => queryClient.setQueryData(notifySettingsQuery(cname).queryKey, next),
    onSettled: () => setUnsaved({}),
  });
  const choose = (change: Partial<NotifySettings>) => {
    setUnsaved(change);
    save.mutate(change);
  };
  const body = () => {
    if (settings.isPending) return <Skeleton className="h-32 w-full rounded-xl" />;
    if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
    const s = { ...settings.data, ...unsaved };
    return (
      <div className="space-y-3 pb-3">
        <label className="block text-sm">
          <span className="mb-1 block text-muted">{t('notify.language')}</span>
          <select
            className={selectClass}
            value={s.language}
            onChange={(e) => choose({ language: e.target.value as NotifySettings['language'] })}
            data-testid="notify-language"
          >
            <option value="zh-TW">中文</option>
            <option value="en">English</option>
          </select>
        </label>
        <label className="block text-sm">
          <span className="mb-1 block text-muted">{t('notify.channel')}</span>
          <select
            className={selectClass}
            value={s.channel ?? ''}
            onChange={(e) => choose({ channel: (e.target.value || null) as NotifySettings['channel'] })}
            data-testid="notify-channel"
          >
            <option value="">{t('notify.channelAuto')}</option>
            {NOTIFY_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`notify.channels.${c}`)}
              </option>
            ))}
          </select>
        </label>
        {s.channel === 'email' && !hasEmail && (
          <p className="text-xs text-sand-700" data-testid="notify-no-email">
            {t('notify.noEmail')}
          </p>
        )}
        <Checkbox
          id="notify-reminders"
          label={t('notify.reminders')}
          checked={s.reminders}
          onChange={(e) => choose({ reminders: e.target.checked })}
        />
        <p className="text-xs text-muted">{t('notify.alwaysSent')}</p>
        <p role="status" className="min-h-4 text-xs text-muted" data-testid="notify-status">
          {save.isPending ? t('notify.saving') : save.isSuccess ? t('notify.saved') : ''}
        </p>
        {save.isError && <LoadError error={save.error} onRetry={() => save.variables && choose(save.variables)} />}
      </div>
    );
  };
  return (
    <Card raised padding="none" aria-labelledby="notify-title" className="px-4 pt-2">
      <h2 id="notify-title" className="py-2 font-semibold">
        {t('notify.title')}
      </h2>
      {body()}
    </Card>
  );
}
