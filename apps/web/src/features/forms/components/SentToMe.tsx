import { formatFull } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/Badge';
import { Card } from '#web/components/Card';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { sentToMeQuery } from '#web/features/booking/api/notify';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';

/** The message page's list of what the store sent the signed-in customer (LINE, SMS, e-mail), newest first. */
export function SentToMe({ cname }: { cname: string }) {
  const { t } = useTranslation();
  const zone = useStoreTimeZone();
  const sent = useQuery(sentToMeQuery(cname, true));
  return (
    <section aria-labelledby="sent-title" className="space-y-3 pt-2">
      <h2 id="sent-title" className="font-semibold">
        {t('notify.sentTitle')}
      </h2>
      {sent.isPending ? (
        <Skeleton className="h-20 w-full rounded-2xl" />
      ) : sent.isError ? (
        <LoadError error={sent.error} onRetry={() => void sent.refetch()} />
      ) : sent.data.messages.length === 0 ? (
        <p className="text-sm text-muted">{t('notify.sentEmpty')}</p>
      ) : (
        <ul className="space-y-3" data-testid="sent-messages">
          {sent.data.messages.map((m) => (
            <li key={m.id}>
              <Card as="article" data-kind={m.kind}>
                <div className="mb-2 flex items-center justify-between gap-3 text-xs">
                  <Badge className="bg-brand-50 text-brand-800">{t(`notify.channels.${m.channel}`)}</Badge>
                  <span className="text-muted tabular-nums">{m.sentAt ? formatFull(m.sentAt, zone) : ''}</span>
                </div>
                <p className="text-sm leading-relaxed break-words whitespace-pre-line">{m.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
