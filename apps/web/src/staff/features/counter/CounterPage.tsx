import { can, canCheckOut, formatMoney, formatShort } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { LoadingBlocks } from '#web/staff/components/LoadingBlocks';
import { staffStoreQuery } from '#web/staff/lib/get-store';
import { useStaffCode, useStaffSession, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useCounterCheckout } from './api/counter-checkout';
import { counterQuoteQuery } from './api/get-counter-quote';
import { counterViewQuery } from './api/get-counter-view';
import { BillSummary } from './components/BillSummary';
import { CounterWalletPicker } from './components/CounterWalletPicker';
import { DiscountFields } from './components/DiscountFields';
import { InvoiceFields } from './components/InvoiceFields';
import { PaymentFields } from './components/PaymentFields';
import { Receipt } from './components/Receipt';
import { RetailPicker } from './components/RetailPicker';
import { checkoutBody, counterBody, emptyChoice } from './counter';

/**
 * The counter: an arrived booking's services, retail sold with it, the customer's voucher, value
 * card or ticket, the bill as the API quotes it, the method for the rest; then the receipt.
 */
export default function CounterPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const bookingId = useParams().bookingId ?? '';
  const view = useQuery(counterViewQuery(code, bookingId));
  const store = useQuery(staffStoreQuery(code));
  const session = useStaffSession();
  const mayDiscount = can(session.staff.role, 'give:discount:any');
  const [choice, setChoice] = useState(emptyChoice);
  const [discounting, setDiscounting] = useState(false);
  const change = (patch: Partial<typeof choice>) => setChoice({ ...choice, ...patch });
  const body = counterBody(bookingId, choice);
  const open = !!view.data && canCheckOut(view.data.booking.status) && !view.data.receipt;
  const quote = useQuery(counterQuoteQuery(code, body, open));
  const checkout = useCounterCheckout(code);
  const paying = quote.data ? checkoutBody(bookingId, choice, quote.data.payment.due) : null;

  if (view.isPending) {
    return <LoadingBlocks className="mx-auto w-full max-w-5xl space-y-3 p-4" blocks={['h-10 w-1/3', 'h-64 w-full']} />;
  }
  if (view.isError) {
    return (
      <div className="mx-auto w-full max-w-xl p-4">
        <h1 className="sr-only">{t('counter.title')}</h1>
        <LoadError error={view.error} onRetry={() => void view.refetch()} />
      </div>
    );
  }
  const { booking, wallet, retail } = view.data;
  const receipt = checkout.data ?? view.data.receipt;
  const back = `/${code}/staff?date=${new Date((booking.startTime + 8 * 3600) * 1000).toISOString().slice(0, 10)}`;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 p-4 print:p-0">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="text-xl font-semibold">{t('counter.title')}</h1>
        <p className="text-muted">
          {booking.customer.name} · {formatShort(booking.startTime, zone)}
        </p>
        <Link to={back} className="ml-auto inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {t('counter.back')}
        </Link>
      </div>
      {receipt ? (
        <Receipt receipt={receipt} storeName={store.data?.name ?? code} customer={booking.customer.name} />
      ) : !open ? (
        <Banner tone="warning">{t('counter.notArrived', { status: t(`status.${booking.status}`) })}</Banner>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-4">
            <Card title={t('counter.services')} id="counter-services">
              <ul className="divide-y divide-line text-sm">
                {booking.services.map((s, i) => (
                  <li key={i} className="flex justify-between gap-2 py-2">
                    <span>
                      {s.name} <span className="text-muted">· {s.designer}</span>
                    </span>
                    <span className="tabular-nums">{formatMoney(s.price)}</span>
                  </li>
                ))}
              </ul>
            </Card>
            <CounterWalletPicker wallet={wallet} choice={choice} onChange={change} />
            <RetailPicker items={retail} chosen={choice.retail} onChange={(r) => setChoice({ ...choice, retail: r })} />
          </div>
          <Card title={t('counter.bill')} id="counter-bill" className="h-fit space-y-4 lg:sticky lg:top-20">
            {quote.data ? (
              <BillSummary bill={quote.data} />
            ) : quote.isError ? null : (
              <Skeleton className="h-24 w-full" />
            )}
            <Banner tone="error">{quote.isError ? errorText(quote.error, locale) : null}</Banner>
            {mayDiscount && (
              <DiscountFields choice={choice} open={discounting} onOpen={setDiscounting} onChange={change} />
            )}
            <PaymentFields choice={choice} due={quote.data?.payment.due ?? 0} onChange={change} />
            <InvoiceFields choice={choice} error={checkout.error} onChange={change} />
            <Banner tone="error">{checkout.isError ? errorText(checkout.error, locale) : null}</Banner>
            <Button
              size="lg"
              block
              loading={checkout.isPending}
              disabled={!paying || quote.isFetching || quote.isError}
              onClick={() => paying && checkout.mutate(paying)}
            >
              {quote.data
                ? t('counter.complete', { amount: formatMoney(quote.data.payment.due) })
                : t('counter.completeShort')}
            </Button>
          </Card>
        </div>
      )}
    </div>
  );
}
