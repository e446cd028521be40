import type { OrderPayment } from '@salon/contract';
import { formatMoney, linesForVoucher, type OrderLine, voucherUnfit } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { nowSeconds } from '#web/lib/clock';
import { useDisplayLocale } from '#web/lib/i18n';
import { serviceTicketsQuery } from '../api/service-tickets';
import { valueCardsQuery } from '../api/value-cards';
import { vouchersQuery } from '../api/vouchers';
import { toggleVoucher, type WalletSelection } from '../selection';
import { voucherDiscountText, voucherUnfitText } from '../voucher-text';

const option = (on: boolean, unfit = false) =>
  `flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 ring-1 transition ${
    unfit
      ? 'cursor-not-allowed bg-canvas text-muted ring-line'
      : on
        ? 'cursor-pointer bg-brand-50 ring-2 ring-brand-600'
        : 'cursor-pointer bg-white ring-line hover:ring-brand-300'
  }`;

/**
 * Choosing vouchers, a value card and (for bookings) a service ticket at checkout. What they take
 * off comes from the server's checkout summary (`payment`), so it is shown as the order will be paid.
 */
export function WalletPicker({
  cname,
  selection,
  onChange,
  productIds,
  withTickets,
  lines,
}: {
  cname: string;
  selection: WalletSelection;
  onChange: (next: WalletSelection) => void;
  /** The order's products: a ticket is offered only for one of them. */
  productIds: readonly string[];
  withTickets: boolean;
  /**
   * The order's priced lines: a voucher that cannot apply to them (the domain's voucherUnfit, the
   * API's own check) is shown greyed with the reason instead of failing once ticked.
   */
  lines?: readonly OrderLine[];
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const vouchers = useQuery(vouchersQuery(cname));
  const cards = useQuery(valueCardsQuery(cname));
  const tickets = useQuery({ ...serviceTicketsQuery(cname), enabled: withTickets });
  // A failed read is not an empty wallet: say so, with a retry, rather than "nothing to use".
  const failed = [vouchers, cards, ...(withTickets ? [tickets] : [])].filter((q) => q.isError);
  if (failed.length > 0)
    return (
      <LoadError
        title={t('wallet.pay.loadFailed')}
        error={failed[0]?.error}
        onRetry={() => failed.forEach((q) => void q.refetch())}
      />
    );
  if (vouchers.isPending || cards.isPending || (withTickets && tickets.isPending))
    return <Skeleton className="h-24 w-full rounded-xl" />;

  const held = (vouchers.data ?? []).filter((v) => v.customerVoucherId !== null);
  const usableCards = (cards.data ?? []).filter((c) => c.status === 'Active' && c.balance > 0);
  const usableTickets = (tickets.data ?? []).filter(
    (ticket) => ticket.status === 'Active' && ticket.usesLeft > 0 && productIds.includes(ticket.productId),
  );
  if (held.length === 0 && usableCards.length === 0 && usableTickets.length === 0)
    return <p className="text-sm text-muted">{t('wallet.pay.nothing')}</p>;

  const use = { condition: 'EveryOne' as const, now: nowSeconds() };
  const ticket = usableTickets.find((x) => x.id === selection.customerServiceTicketId) ?? null;
  const rule = (v: (typeof held)[number]) => ({ ...v, deactivated: false });
  /** Whether a voucher fits what is left after the ticket and the vouchers ticked ahead of it (priceOrder's order). */
  const unfitAfter = (v: (typeof held)[number]) => {
    const ticked = selection.voucherIds.indexOf(v.customerVoucherId as string);
    const ahead = (ticked < 0 ? selection.voucherIds : selection.voucherIds.slice(0, ticked)).flatMap((id) =>
      held.filter((h) => h.customerVoucherId === id).map(rule),
    );
    return voucherUnfit(rule(v), linesForVoucher(lines ?? [], ticket, ahead, use), use);
  };

  return (
    <div className="space-y-4" data-testid="wallet-picker">
      {held.length > 0 && (
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium">{t('wallet.pay.vouchers')}</legend>
          <ul className="space-y-2">
            {held.map((v) => {
              const id = v.customerVoucherId as string;
              const on = selection.voucherIds.includes(id);
              const unfit = lines ? unfitAfter(v) : null;
              const reasonId = `voucher-unfit-${id}`;
              return (
                <li key={id} data-testid={`voucher-option-${v.voucherId}`}>
                  <label className={option(on, unfit !== null)}>
                    <input
                      type="checkbox"
                      checked={on}
                      // One already ticked stays free to untick.
                      disabled={unfit !== null && !on}
                      aria-describedby={unfit ? reasonId : undefined}
                      onChange={() => onChange(toggleVoucher(selection, id))}
                      className="size-5 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0 flex-1 text-sm">
                      {v.name}
                      {unfit && (
                        <span id={reasonId} className="block text-xs" data-testid="voucher-unfit">
                          {voucherUnfitText(unfit, v, locale, t)}
                        </span>
                      )}
                    </span>
                    <span className={`shrink-0 text-xs font-medium ${unfit ? '' : 'text-brand-800'}`}>
                      {voucherDiscountText(v, locale)}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {usableCards.length > 0 && (
        <Choice
          legend={t('wallet.pay.card')}
          name="valueCard"
          none={t('wallet.pay.noCard')}
          value={selection.customerValueCardId}
          onChange={(customerValueCardId) => onChange({ ...selection, customerValueCardId })}
          options={usableCards.map((c) => ({
            id: c.id,
            label: c.name,
            note: t('wallet.pay.balance', { amount: formatMoney(c.balance) }),
          }))}
        />
      )}
      {withTickets && usableTickets.length > 0 && (
        <Choice
          legend={t('wallet.pay.ticket')}
          name="serviceTicket"
          none={t('wallet.pay.noTicket')}
          value={selection.customerServiceTicketId}
          onChange={(customerServiceTicketId) => onChange({ ...selection, customerServiceTicketId })}
          options={usableTickets.map((ticket) => ({
            id: ticket.id,
            label: ticket.name,
            note: t('wallet.tickets.uses', { left: ticket.usesLeft, total: ticket.totalUses }),
          }))}
        />
      )}
    </div>
  );
}

/** One of several (or none) as radio rows. */
function Choice({
  legend,
  name,
  none,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  none: string;
  value: string | null;
  onChange: (id: string | null) => void;
  options: { id: string; label: string; note: string }[];
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <ul className="space-y-2">
        {[{ id: null, label: none, note: '' }, ...options].map((o) => (
          <li key={o.id ?? 'none'}>
            <label className={option(value === o.id)}>
              <input
                type="radio"
                name={name}
                checked={value === o.id}
                onChange={() => onChange(o.id)}
                className="size-5 shrink-0 accent-brand-600"
              />
              <span className="min-w-0 flex-1 text-sm">{o.label}</span>
              {o.note && <span className="shrink-0 text-xs text-muted tabular-nums">{o.note}</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The order's total, what the wallet takes off and what is left to pay, as the server priced them. */
export function PaymentBreakdown({ payment }: { payment: OrderPayment }) {
  const { t } = useTranslation();
  if (payment.uses.length === 0) return null;
  return (
    <div className="mt-3 rounded-xl bg-canvas px-3 py-2 text-sm tabular-nums" data-testid="payment-breakdown">
      <dl className="space-y-1">
        <Row label={t('wallet.pay.subtotal')} value={formatMoney(payment.total)} />
        {payment.uses.map((use) => (
          <Row
            key={`${use.kind}-${use.id}`}
            label={`${t(`wallet.pay.kind.${use.kind}`)}・${use.name}`}
            value={`−${formatMoney(use.amount)}`}
          />
        ))}
        {payment.valueCardBalanceAfter !== null && (
          <p className="text-xs text-muted" data-testid="balance-after">
            {t('wallet.pay.balanceAfter', { amount: formatMoney(payment.valueCardBalanceAfter) })}
          </p>
        )}
        <Row label={t('wallet.pay.due')} value={formatMoney(payment.due)} strong />
      </dl>
      <ReturnedUses payment={payment} />
    </div>
  );
}

/**
 * What a cancellation gave back to the wallet: the value card's amount (已退回 $1,300) and the
 * vouchers or tickets usable again; nothing when nothing came back.
 */
export function ReturnedUses({ payment }: { payment: OrderPayment }) {
  const { t } = useTranslation();
  const returned = payment.uses.filter((u) => u.returned !== null);
  if (returned.length === 0) return null;
  return (
    <ul className="space-y-1 pt-1 text-xs text-brand-800" data-testid="returned">
      {returned.map((u) => (
        <li key={`${u.kind}-${u.id}`}>
          {`${t(`wallet.pay.kind.${u.kind}`)}・${u.name}：`}
          {u.kind === 'ValueCard'
            ? t('wallet.pay.returned', { amount: formatMoney(u.returned ?? 0) })
            : t('wallet.records.usedBack')}
        </li>
      ))}
    </ul>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'border-t border-line pt-1 font-semibold' : ''}`}>
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0">{value}</dd>
    </div>
  );
}
