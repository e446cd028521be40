import { calendarWindow, formatDuration, formatShort, formatWeekday } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '#web/app/routes';
import { BottomBar } from '#web/components/BottomBar';
import { Button, ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { PageSkeleton } from '#web/components/Skeleton';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { isApiError } from '#web/lib/api';
import { nowSeconds } from '#web/lib/clock';
import { errorText } from '#web/lib/error-text';
import { useDisplayLocale } from '#web/lib/i18n';
import { type AvailabilityInput, availabilityQuery } from './api/availability';
import {
  concurrentOffered,
  isParallel,
  removeEventFitted,
  selectDate,
  selectTime,
  setConcurrent,
  setCustomerCount,
  setEventDesigner,
  setEventSubItem,
  wireEvents,
} from './cart';
import { updateCart, useCart, useRepairNotice } from './cart-store';
import { RepairNoticeBanner, usePriceRange } from './components/CartBar';
import { DateStrip, type DayStatus } from './components/DateStrip';
import { EventCard } from './components/EventCard';
import { PeopleOptions } from './components/PeopleOptions';
import { TimeGrid } from './components/TimeGrid';
import { wishOf } from './components/WaitlistOffer';
import { slotsOfDay, stripWindow } from './slots';
import { cartMinutes, checkoutIssues, chosenDesignerNames, type StepIssue, serviceIssues } from './steps';
import { useBookingData } from './use-booking-data';

const NO_INPUT: AvailabilityInput = {
  cname: '',
  pageUserId: null,
  events: [],
  customerCount: 1,
  parallel: false,
  window: { start: 0, end: 0 },
};

/** The step after the menu: a designer for each service, people and options, then a day and a time. */
export default function BookingTimePage() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const navigate = useNavigate();
  const { cname, pageUserId, base, store, menu } = useBookingData();
  const cart = useCart(cname, (c) => c);
  const notice = useRepairNotice(cname);
  const price = usePriceRange(cname, menu.data);
  const [now] = useState(nowSeconds);
  const zone = useStoreTimeZone();

  const calendar = useMemo(
    () =>
      store
        ? calendarWindow({
            now,
            timeZone: zone,
            workingHours: store.workingHours,
            holidays: store.holidays,
            selected: cart.selectedDate,
          })
        : null,
    [zone, store?.workingHours, store?.holidays, now, cart.selectedDate],
  );
  const day = calendar?.day ?? null;
  useEffect(() => {
    if (day && day.start !== cart.selectedDate) updateCart(cname, (c) => selectDate(c, day.start));
  }, [cname, day, cart.selectedDate]);

  const products = menu.data?.products ?? [];
  const designers = menu.data?.users ?? [];
  const issuesNow = store ? serviceIssues(cart, products, store, pageUserId) : [];
  const parallel = store ? isParallel(cart, store) : false;
  // One request for the whole strip: it marks the days with a free time, and the chosen day's
  // times come out of the same answer.
  const stripSpan = calendar?.load ? stripWindow(calendar.days) : null;
  const input: AvailabilityInput | null =
    store && menu.data && stripSpan && issuesNow.length === 0
      ? {
          cname,
          pageUserId,
          events: wireEvents(cart, store),
          customerCount: cart.customerCount,
          parallel,
          window: stripSpan,
        }
      : null;
  const availability = useQuery({ ...availabilityQuery(input ?? NO_INPUT), enabled: input !== null });
  const answer = input ? availability.data : undefined;
  const slots = answer && day ? slotsOfDay(answer.slots, day) : undefined;
  const dayStatus = useMemo(() => new Map<string, DayStatus>((answer?.days ?? []).map((d) => [d.date, d])), [answer]);
  const designerNames = chosenDesignerNames(cart);

  if (!store || menu.isPending) return <PageSkeleton label={t('app.loading')} />;

  if (cart.events.length === 0) {
    return (
      <div className="px-4 py-8">
        <RepairNoticeBanner cname={cname} notice={notice} />
        <EmptyState icon="scissors" title={t('booking.time.empty')}>
          <p className="text-sm text-muted">{t('booking.time.emptyHint')}</p>
          <ButtonLink to={pathTo('StoreMenu', base)} className="mt-2">
            {t('booking.time.toMenu')}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }

  const nameOf = (eventId: string) => {
    const e = cart.events.find((x) => x.id === eventId);
    return products.find((p) => p.id === e?.productId)?.name ?? '';
  };
  const issueText = (issue: StepIssue) =>
    t(`booking.issue.${issue.kind}`, {
      name: 'eventId' in issue ? nameOf(issue.eventId) : '',
      count: cart.customerCount,
    });
  const issues = checkoutIssues(
    cart,
    products,
    store,
    input ? (availability.isSuccess ? slots : undefined) : [],
    designers.map((d) => d.id),
    pageUserId,
  );
  const first = issues[0];
  const ready = !first && availability.isSuccess;
  const minutes =
    availability.data?.duration ??
    cartMinutes(
      cart,
      products,
      designers.map((d) => d.id),
      parallel,
    );
  const timeError = input && availability.isError ? availability.error : null;
  /** The summary line names the designers the customer chose. */
  const withDesigners = (text: string) =>
    designerNames.length > 0
      ? t('booking.timeDay.withDesigners', { when: text, names: designerNames.join(locale === 'en' ? ', ' : '、') })
      : text;

  return (
    <div className="space-y-6 px-4 pt-4">
      <RepairNoticeBanner cname={cname} notice={notice} />

      <section aria-labelledby="services-title" className="space-y-3">
        <div className="flex items-center justify-between">
          <h2 id="services-title" className="font-semibold">
            {t('booking.time.services')}
          </h2>
          <ButtonLink to={pathTo('StoreMenu', base)} variant="link" icon="plus" className="-my-2.5 -mr-2">
            {t('booking.time.addMore')}
          </ButtonLink>
        </div>
        {cart.events.map((event) => {
          const product = products.find((p) => p.id === event.productId);
          if (!product) return null;
          const own = issuesNow.find((i) => 'eventId' in i && i.eventId === event.id);
          return (
            <EventCard
              key={event.id}
              product={product}
              event={event}
              designers={designers}
              store={store}
              pageUserId={pageUserId}
              issue={own ? issueText(own) : null}
              onDesigner={(userId, userName) =>
                updateCart(cname, (c) => setEventDesigner(c, event.id, userId, userName))
              }
              onSubItem={(id, name) => updateCart(cname, (c) => setEventSubItem(c, event.id, id, name))}
              onRemove={() => updateCart(cname, (c) => removeEventFitted(c, event.id, store))}
            />
          );
        })}
      </section>

      {(store.maxCustomerCount > 1 || concurrentOffered(cart, store)) && (
        <section aria-label={t('booking.time.people')}>
          <PeopleOptions
            count={cart.customerCount}
            max={Math.max(1, store.maxCustomerCount)}
            onCount={(n) => updateCart(cname, (c) => setCustomerCount(c, n, store))}
            concurrentOffered={concurrentOffered(cart, store)}
            concurrent={parallel}
            onConcurrent={(on) => updateCart(cname, (c) => setConcurrent(c, on, store))}
          />
        </section>
      )}

      <section aria-labelledby="date-title" className="space-y-3">
        <h2 id="date-title" className="font-semibold">
          {t('booking.time.date')}
        </h2>
        {day ? (
          <DateStrip
            days={calendar?.days ?? []}
            selected={day.start}
            timeZone={zone}
            status={dayStatus}
            people={cart.customerCount}
            onSelect={(d) => updateCart(cname, (c) => selectDate(c, d.start))}
          />
        ) : (
          <EmptyState icon="calendar" title={t('booking.time.noOpenDay')} />
        )}
      </section>

      {day && (
        <section aria-labelledby="slots-title" className="space-y-3">
          <h2 id="slots-title" className="font-semibold">
            {t('booking.time.slots')}
            <span className="ml-2 text-sm font-normal text-muted">
              {t('booking.time.monthDay', { month: day.month, day: day.day })} {formatWeekday(day.start, zone, locale)}
            </span>
          </h2>
          {issuesNow.length > 0 ? (
            <p className="rounded-xl bg-canvas px-3 py-3 text-sm text-muted ring-1 ring-line">
              {issueText(issuesNow[0]!)}
            </p>
          ) : timeError ? (
            <Card as="div" role="alert" className="space-y-3 text-center">
              <p className="text-sm">
                {isApiError(timeError) ? errorText(timeError.status, 'booking') : t('errors.loadFailed')}
              </p>
              <Button variant="secondary" icon="refresh" onClick={() => availability.refetch()}>
                {t('errors.tryAgain')}
              </Button>
            </Card>
          ) : (
            <TimeGrid
              slots={slots}
              loading={availability.isPending}
              selected={cart.selectedTime}
              timeZone={zone}
              emptyDay={{
                reason: dayStatus.get(day.iso)?.reason ?? null,
                people: cart.customerCount,
                designerName: designerNames.length === 1 ? (designerNames[0] ?? null) : null,
              }}
              waitlist={wishOf(day.iso, cart.events)}
              onSelect={(start) => updateCart(cname, (c) => selectTime(c, start))}
            />
          )}
        </section>
      )}

      <BottomBar label={t('booking.bar.label')}>
        <div className="min-w-0 flex-1" data-testid="cart-summary">
          <p className="truncate text-sm font-medium">
            {cart.selectedTime !== null && !first
              ? withDesigners(
                  `${formatShort(cart.selectedTime, zone)} ${formatWeekday(cart.selectedTime, zone, locale)}`,
                )
              : first
                ? first.kind === 'NO_DATE' || first.kind === 'NO_TIME'
                  ? withDesigners(issueText(first))
                  : issueText(first)
                : withDesigners(t('booking.bar.count', { count: cart.events.length }))}
          </p>
          <p className="truncate text-xs text-muted">
            <span className="font-semibold text-brand-700 tabular-nums">{price}</span>
            {minutes > 0 && <> · {t('booking.bar.duration', { duration: formatDuration(minutes, locale) })}</>}
          </p>
        </div>
        <Button
          disabled={!ready}
          onClick={() => navigate(pathTo('Checkout', base))}
          iconEnd="chevronRight"
          className="shrink-0"
        >
          {t('booking.bar.next')}
        </Button>
      </BottomBar>
    </div>
  );
}
