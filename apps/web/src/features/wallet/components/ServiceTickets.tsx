import type { ServiceTicket } from '@salon/contract';
import { formatDay } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/Badge';
import { Card } from '#web/components/Card';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';

/** The customer's service tickets with uses left, deadline and the spec's status. */
export function ServiceTickets({ tickets }: { tickets: readonly ServiceTicket[] }) {
  const { t } = useTranslation();
  const zone = useStoreTimeZone();
  return (
    <Card raised padding="none" aria-labelledby="service-tickets" className="px-4 py-2" data-testid="service-tickets">
      <h2 id="service-tickets" className="py-2 font-semibold">
        {t('wallet.tickets.title')}
      </h2>
      {tickets.length === 0 ? (
        <p className="pb-2 text-sm text-muted">{t('wallet.tickets.empty')}</p>
      ) : (
        <ul className="divide-y divide-line/70">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium">{ticket.name}</p>
                <p className="text-xs text-muted tabular-nums">
                  {t('wallet.tickets.uses', { left: ticket.usesLeft, total: ticket.totalUses })} ·{' '}
                  {ticket.serviceTicketInfo.deadlineType === 'During' && ticket.endTime !== null
                    ? t('wallet.tickets.until', { date: formatDay(ticket.endTime, zone) })
                    : t('wallet.tickets.unlimited')}
                </p>
              </div>
              <Badge tone={ticket.status === 'Active' ? 'brand' : 'neutral'}>
                {t(`wallet.tickets.status.${ticket.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
