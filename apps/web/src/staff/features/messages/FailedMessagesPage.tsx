import { formatFull } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { Loadable, ManagePage } from '#web/staff/components/ManagePage';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { failedMessagesQuery } from './api/get-failed-messages';
import { useResendFailedMessage } from './api/resend-failed-message';

/**
 * Messages that could not be sent (owner, manager): what it was, to whom, by which channel, why it
 * failed and when; send it again. One sent again leaves the list (it comes back if it fails again).
 */
export default function FailedMessagesPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const failed = useQuery(failedMessagesQuery(code));
  const resend = useResendFailedMessage(code);
  return (
    <ManagePage title={t('failedMessages.title')} permission="read:jobs:any">
      <p className="text-sm text-muted">{t('failedMessages.intro')}</p>
      <p role="status" className="text-sm font-medium text-green-800">
        {resend.data && !resend.isPending ? t('failedMessages.queued') : ''}
      </p>
      <Banner tone="error">{resend.isError ? errorText(resend.error, locale) : null}</Banner>
      <Loadable query={failed}>
        {(data) =>
          data.messages.length === 0 ? (
            <EmptyState icon="check" title={t('failedMessages.empty')} />
          ) : (
            <ul className="space-y-3" data-testid="failed-messages">
              {data.messages.map((m) => (
                <Card as="li" key={m.id} className="space-y-2" data-testid={`failed-${m.id}`}>
                  <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <p className="font-semibold">{t(`notify.kinds.${m.kind}`)}</p>
                    <p className="text-sm">
                      {t('failedMessages.to', {
                        name: m.customerName ?? t('failedMessages.someone'),
                        channel: t(`notify.channels.${m.channel}`),
                      })}
                    </p>
                    <p className="ml-auto text-sm text-muted tabular-nums">{formatFull(m.createdAt, zone)}</p>
                  </div>
                  <p className="text-sm text-red-800">{t('notify.why', { error: m.error ?? '' })}</p>
                  <div>
                    <Button
                      variant="secondary"
                      loading={resend.isPending && resend.variables === m.id}
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(m.id)}
                    >
                      {t('notify.resend')}
                    </Button>
                  </div>
                </Card>
              ))}
            </ul>
          )
        }
      </Loadable>
    </ManagePage>
  );
}
