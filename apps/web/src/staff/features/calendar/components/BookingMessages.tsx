import { formatShort } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '#web/components/Badge';
import { Button } from '#web/components/Button';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { bookingMessagesQuery } from '../api/get-booking-messages';
import { useResendMessage } from '../api/resend-message';

const STATE_TONE = {
  sent: 'bg-emerald-50 text-emerald-800',
  queued: 'bg-amber-50 text-amber-900',
  failed: 'bg-red-50 text-red-800',
} as const;

/** The booking panel's message history: each message to the customer, its channel and state, why one failed, send again. */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const code = useStaffCode();
  const messages = useQuery(bookingMessagesQuery(code, bookingId));
  const resend = useResendMessage(code, bookingId);
  return (
    <section aria-labelledby="panel-messages" className="space-y-2" data-testid="panel-messages">
      <h3 id="panel-messages" className="text-sm font-semibold">
        {t('notify.title')}
      </h3>
      {messages.isPending ? (
        <p className="text-sm text-muted">{t('notify.loading')}</p>
      ) : messages.isError ? (
        <p className="text-sm text-red-700">{errorText(messages.error, locale)}</p>
      ) : messages.data.messages.length === 0 ? (
        <p className="text-sm text-muted">{t('notify.none')}</p>
      ) : (
        <ul className="space-y-2">
          {messages.data.messages.map((m) => (
            <li key={m.id} className="rounded-xl bg-stone-50 p-2.5 text-sm ring-1 ring-line" data-state={m.state}>
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <Badge className={STATE_TONE[m.state]}>{t(`notify.states.${m.state}`)}</Badge>
                <span className="font-medium">{t(`notify.kinds.${m.kind}`)}</span>
                <span className="text-muted">
                  {t(`notify.channels.${m.channel}`)} · {formatShort(m.sentAt ?? m.createdAt, zone)}
                </span>
              </div>
              {m.state === 'failed' && (
                <div className="mt-2 flex items-center justify-between gap-2">
                  <p className="text-xs text-red-800">{t('notify.why', { error: m.error ?? '' })}</p>
                  <Button
                    variant="secondary"
                    loading={resend.isPending && resend.variables === m.id}
                    onClick={() => resend.mutate(m.id)}
                  >
                    {t('notify.resend')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
