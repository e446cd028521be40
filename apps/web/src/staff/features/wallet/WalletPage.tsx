import { can, displayPhone, formatDay, formatDiscount } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '#web/components/Badge';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { LoadError } from '#web/components/LoadError';
import { LoadingBlocks } from '#web/staff/components/LoadingBlocks';
import { CustomerLookup } from '#web/staff/features/customers';
import { useStaffCode, useStaffSession, useStoreZone } from '#web/staff/lib/hooks';
import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { staffWalletQuery } from './api/get-customer-wallet';
import { SellCardForm } from './components/CardForms';
import { IssueVoucherForm, SellTicketForm } from './components/IssueForms';
import { ValueCardItem } from './components/ValueCardItem';

/**
 * A customer's wallet at the counter: find the customer, see their value cards (with each move),
 * vouchers and tickets; owners and managers sell, top up, adjust, freeze, unfreeze and deactivate
 * cards, issue vouchers and sell tickets. `?customer=` keeps the customer in the address.
 */
export default function WalletPage() {
  const { t } = useStaffT();
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customer');
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 p-4">
      <h1 className="text-xl font-semibold">{t('wallet.title')}</h1>
      {customerId ? (
        <CustomerWallet customerId={customerId} />
      ) : (
        <Card title={t('wallet.pick')} id="wallet-pick">
          <p className="mb-3 text-sm text-muted">{t('wallet.pickText')}</p>
          <CustomerLookup onPick={(c) => setParams({ customer: c.id })} />
        </Card>
      )}
    </div>
  );
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title} id={id} action={action}>
      <div className="space-y-3">{children}</div>
    </Card>
  );
}

function CustomerWallet({ customerId }: { customerId: string }) {
  const { t } = useStaffT();
  const code = useStaffCode();
  const zone = useStoreZone();
  const locale = useStaffLocale();
  const session = useStaffSession();
  const mayMove = can(session.staff.role, 'manage:wallet:any');
  const wallet = useQuery(staffWalletQuery(code, customerId));
  const [open, setOpen] = useState<'sell' | 'voucher' | 'ticket' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const finish = (text: string) => () => {
    setOpen(null);
    setDone(text);
  };

  if (wallet.isPending) {
    return <LoadingBlocks blocks={['h-10 w-1/3', 'h-48 w-full']} />;
  }
  if (wallet.isError) return <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />;
  const w = wallet.data;
  const opener = (what: 'sell' | 'voucher' | 'ticket', text: string, disabled = false) =>
    mayMove && open !== what ? (
      <Button disabled={disabled} onClick={() => setOpen(what)}>
        {text}
      </Button>
    ) : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg font-semibold" data-testid="wallet-customer">
          {w.name}
          <span className="ml-2 text-base font-normal text-muted tabular-nums">
            {w.phone ? displayPhone(w.phone) : t('staffBooking.noPhone')}
          </span>
        </p>
        <Link
          to={`/${code}/staff/wallet`}
          className="ml-auto inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {t('wallet.change')}
        </Link>
      </div>
      {done && (
        <Banner tone="success" role="status">
          {done}
        </Banner>
      )}
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Section id="wallet-cards" title={t('wallet.cards')} action={opener('sell', t('wallet.sell'))}>
          {open === 'sell' && <SellCardForm customerId={customerId} onDone={finish(t('wallet.done.sell'))} />}
          {w.valueCards.length === 0 ? (
            <p className="text-sm text-muted">{t('wallet.noCards')}</p>
          ) : (
            <ul className="space-y-3">
              {w.valueCards.map((card) => (
                <ValueCardItem key={card.id} customerId={customerId} card={card} mayMove={mayMove} />
              ))}
            </ul>
          )}
        </Section>
        <div className="space-y-4">
          <Section
            id="wallet-vouchers"
            title={t('wallet.vouchers')}
            action={opener('voucher', t('wallet.issue'), w.issuable.length === 0)}
          >
            {open === 'voucher' && (
              <IssueVoucherForm
                customerId={customerId}
                issuable={w.issuable}
                onDone={finish(t('wallet.done.voucher'))}
              />
            )}
            {w.vouchers.length === 0 ? (
              <p className="text-sm text-muted">{t('wallet.noVouchers')}</p>
            ) : (
              <ul className="divide-y divide-line text-sm">
                {w.vouchers.map((v) => (
                  <li key={v.customerVoucherId} className="flex flex-wrap items-baseline gap-2 py-2">
                    <span className="font-medium">{v.name}</span>
                    <span className="text-muted">
                      {formatDiscount({ type: v.discountType, value: v.discountValue }, locale)}
                    </span>
                    <span className="ml-auto text-muted">
                      {v.endTime
                        ? t('wallet.usableUntil', { date: formatDay(v.endTime, zone) })
                        : t('wallet.noDeadline')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section id="wallet-tickets" title={t('wallet.tickets')} action={opener('ticket', t('wallet.sellTicket'))}>
            {open === 'ticket' && <SellTicketForm customerId={customerId} onDone={finish(t('wallet.done.ticket'))} />}
            {w.tickets.length === 0 ? (
              <p className="text-sm text-muted">{t('wallet.noTickets')}</p>
            ) : (
              <ul className="divide-y divide-line text-sm">
                {w.tickets.map((ticket) => (
                  <li key={ticket.id} className="flex flex-wrap items-baseline gap-2 py-2">
                    <span className="font-medium">{ticket.name}</span>
                    <Badge tone={ticket.status === 'Active' ? 'brand' : 'neutral'}>
                      {t(`wallet.ticketStatus.${ticket.status}`)}
                    </Badge>
                    <span className="ml-auto tabular-nums">
                      {t('wallet.usesOf', { left: ticket.usesLeft, total: ticket.totalUses })}
                    </span>
                    <span className="w-full text-muted">
                      {ticket.endTime
                        ? t('wallet.usableUntil', { date: formatDay(ticket.endTime, zone) })
                        : t('wallet.noDeadline')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
