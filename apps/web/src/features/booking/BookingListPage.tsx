import type { BookingDetail } from '@salon/contract';
import {
  BOOKING_LIST_FILTERS,
  type BookingListFilter,
  bookedName,
  bookingListFilter,
  formatMoney,
  formatShort,
  formatTime,
  formatWeekday,
  nameList,
  splitBookings,
} from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { pathTo, type RouteParams } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { ButtonLink } from '#web/components/Button';
import { cardClass } from '#web/components/Card';
import { chipClass } from '#web/components/Chip';
import { EmptyState } from '#web/components/EmptyState';
import { Icon } from '#web/components/Icon';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { loginPathFor } from '#web/features/auth';
import { MyPickupOrders } from '#web/features/retail/components/MyPickupOrders';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { useDisplayLocale } from '#web/lib/i18n';
import { useLoginToken } from '#web/lib/session';
import { bookingListQuery } from './api/my-bookings';
import { MyWaitlist } from './components/MyWaitlist';
import { StatusBadge } from './components/StatusBadge';
import { isAwaitingPayment } from './labels';

const isFilter = (value: string | null): value is BookingListFilter =>
  value !== null && (BOOKING_LIST_FILTERS as readonly string[]).includes(value);

/**
 * 我的預約: the signed-in customer's bookings, filtered by tabs a customer knows (全部, 即將到來,
 * 已完成, 已取消或未到: the domain's bookingListFilter), not by the store's ten statuses.
 */
export default function BookingListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const params = useStoreParams();
  const base = { cname: params.cname, userId: params.userId };
  const token = useLoginToken(params.cname);
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('show');
  const status = isFilter(wanted) ? wanted : null;
  // Every booking at once; the tab filters them here, by the domain's rule.
  const list = useQuery(bookingListQuery(params.cname, token, null));
  const now = Math.floor(Date.now() / 1000);
  const shown = (list.data ?? []).filter((b) => status === null || bookingListFilter(b, now) === status);
  const tabs = useRef<HTMLDivElement>(null);

  if (!token) {
    return (
      <div className="px-4 py-8">
        <h1 className="mb-4 text-xl font-semibold">{t('booking.list.title')}</h1>
        <EmptyState icon="calendar" title={t('booking.list.signIn')}>
          <ButtonLink to={loginPathFor(location, base)} className="mt-2">
            {t('booking.list.signInButton')}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }

  const choose = (next: BookingListFilter | null) =>
    setSearch(next ? { show: next } : {}, { replace: true, preventScrollReset: true });
  const options: (BookingListFilter | null)[] = [null, ...BOOKING_LIST_FILTERS];
  const label = (s: BookingListFilter | null) => t(`booking.list.filter.${s ?? 'all'}`);

  return (
    <div className="space-y-4 px-4 pt-5 pb-8">
      <h1 className="text-xl font-semibold">{t('booking.list.title')}</h1>
      <div
        ref={tabs}
        role="tablist"
        aria-label={t('booking.list.tabs')}
        className="scrollbar-none sticky top-14 z-20 -mx-4 flex gap-2 overflow-x-auto border-b border-line/70 bg-canvas/95 px-4 py-2 backdrop-blur"
        onKeyDown={(e) => {
          if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
          const i = options.indexOf(status);
          const next = options[(i + (e.key === 'ArrowRight' ? 1 : options.length - 1)) % options.length] ?? null;
          choose(next);
          requestAnimationFrame(() =>
            tabs.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus({ preventScroll: false }),
          );
        }}
      >
        {options.map((s) => {
          const active = s === status;
          return (
            <button
              key={s ?? 'all'}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls="booking-list"
              tabIndex={active ? 0 : -1}
              onClick={() => choose(s)}
              className={`${chipClass({ pressed: active })} shrink-0`}
            >
              {label(s)}
            </button>
          );
        })}
      </div>

      <div id="booking-list" role="tabpanel" aria-label={label(status)}>
        {list.isPending ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">{t('app.loading')}</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 w-full rounded-2xl" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError onRetry={() => list.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon="calendar"
            title={status ? t('booking.list.emptyStatus', { status: label(status) }) : t('booking.list.empty')}
          >
            <ButtonLink to={pathTo('StoreMenu', base)} className="mt-2">
              {t('booking.list.book')}
            </ButtonLink>
          </EmptyState>
        ) : (
          <OrderedBookings bookings={shown} base={base} />
        )}
      </div>
      <MyWaitlist base={base} token={token} />
      <MyPickupOrders base={base} token={token} />
    </div>
  );
}

/**
 * Upcoming bookings first, soonest first, then past ones, newest first (the domain's
 * splitBookings), each group under its heading.
 */
function OrderedBookings({ bookings, base }: { bookings: BookingDetail[]; base: RouteParams }) {
  const { t } = useTranslation();
  const now = Math.floor(Date.now() / 1000);
  const { upcoming, past } = splitBookings(bookings, now);
  const groups = [
    { id: 'upcoming', title: t('booking.state.upcoming'), items: upcoming },
    { id: 'past', title: t('booking.state.past'), items: past },
  ].filter((g) => g.items.length > 0);
  return (
    <div className="space-y-5">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`bookings-${group.id}`} data-testid={`bookings-${group.id}`}>
          <h2 id={`bookings-${group.id}`} className="mb-2 text-sm font-semibold text-muted">
            {group.title}
          </h2>
          <ul className="space-y-3">
            {group.items.map((b) => (
              <li key={b.id}>
                <BookingItem booking={b} href={pathTo('BookingDetail', { ...base, bookingId: b.id })} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function BookingItem({ booking, href }: { booking: BookingDetail; href: string }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const zone = useStoreTimeZone();
  const mine = booking.events.filter((e) => e.customerIndex === 0);
  const names = mine.map((e) => bookedName({ ...e, subItemName: null, subItemNameEn: null }, locale));
  const designers = [...new Set(booking.events.map((e) => e.realUserName))];
  return (
    <Link to={href} data-testid={`booking-${booking.id}`} className={`block ${cardClass({ interactive: true })}`}>
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold tabular-nums">
          {formatShort(booking.startTime, zone)}
          <span className="ml-1 text-sm font-normal text-muted">
            {formatWeekday(booking.startTime, zone, locale)} – {formatTime(booking.endTime, zone)}
          </span>
        </p>
        <StatusBadge status={booking.status} awaitingPayment={isAwaitingPayment(booking)} />
      </div>
      <p className="mt-2 truncate text-sm">
        {nameList(names.slice(0, 2), locale)}
        {names.length > 2 && <span className="text-muted"> {t('booking.list.more', { count: names.length - 2 })}</span>}
      </p>
      <div className="mt-1 flex items-center justify-between text-xs text-muted">
        <span className="truncate">
          {nameList(designers, locale)}
          {booking.customerCount > 1 && ` · ${t('booking.list.people', { count: booking.customerCount })}`}
        </span>
        <span className="flex items-center gap-1 text-sm font-medium text-ink tabular-nums">
          {formatMoney(booking.total)}
          <Icon name="chevronRight" className="size-4 text-muted" />
        </span>
      </div>
    </Link>
  );
}
