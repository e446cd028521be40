import type { BookingDetail, CartEventInput } from '@salon/contract';
import { bookedName, calendarWindow, dayStart, formatFull, formatShort, formatWeekday } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreParams } from '#web/app/use-store-params';
import { BottomBar } from '#web/components/BottomBar';
import { Button, IconButton } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Dialog } from '#web/components/Dialog';
import { useStoreSetting } from '#web/features/store/api/store-setting';
import { nowSeconds } from '#web/lib/clock';
import { useDisplayLocale } from '#web/lib/i18n';
import { availabilityQuery } from '../api/availability';
import { rescheduleBooking } from '../api/reschedule-booking';
import { slotsOfDay, stripWindow } from '../slots';
import { DateStrip, type DayStatus } from './DateStrip';
import { useFailureDialog } from './FailureDialog';
import { TimeGrid } from './TimeGrid';

/** The cart a booking was made with: the first customer's events in cart order, as the API takes them. */
function bookedEvents(booking: Pick<BookingDetail, 'events'>): CartEventInput[] {
  return booking.events
    .filter((e) => e.customerIndex === 0)
    .sort((a, b) => a.eventIndex - b.eventIndex)
    .map((e) => ({ productId: e.productId, userId: e.userId, ...(e.subItemId ? { subItemId: e.subItemId } : {}) }));
}

/** Reschedule: the same services on another free day and time (PUT /bookings). */
export function ReschedulePanel({
  booking,
  zone,
  onClose,
  onDone,
}: {
  booking: BookingDetail;
  zone: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const { cname, userId: pageUserId } = useStoreParams();
  const store = useStoreSetting();
  const [now] = useState(nowSeconds);
  const [date, setDate] = useState<number>(() => dayStart(booking.startTime, zone));
  const calendar = useMemo(
    () =>
      store
        ? calendarWindow({
            now,
            timeZone: zone,
            workingHours: store.workingHours,
            holidays: store.holidays,
            selected: date,
          })
        : null,
    [store?.workingHours, store?.holidays, zone, now, date],
  );
  const [time, setTime] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const day = calendar?.day ?? null;
  const events = useMemo(() => bookedEvents(booking), [booking]);
  const availability = useQuery({
    ...availabilityQuery({
      cname,
      pageUserId,
      events,
      customerCount: booking.customerCount,
      parallel: booking.parallel,
      // The whole strip at once: its days are marked and the chosen day's times come out of it.
      window: (calendar?.load && stripWindow(calendar.days)) || { start: 0, end: 0 },
      excludeBookingId: booking.id,
    }),
    enabled: !!calendar?.load,
  });
  // The booking's own start is not a change.
  const slots =
    availability.data && day
      ? slotsOfDay(availability.data.slots, day).filter((s) => s !== booking.startTime)
      : undefined;
  const dayStatus = useMemo(
    () => new Map<string, DayStatus>((availability.data?.days ?? []).map((d) => [d.date, d])),
    [availability.data],
  );

  const nameOf = (e: { eventIndex: number; productId: string }) => {
    const event = booking.events.find((x) => x.productId === e.productId);
    return event ? bookedName({ ...event, subItemName: null, subItemNameEn: null }, locale) : e.productId;
  };
  const failure = useFailureDialog('reschedule', nameOf, {
    pickTime: () => {
      setTime(null);
      void availability.refetch();
    },
    editCart: onClose,
  });

  // Opened at the foot of the page: its top comes up under the header, above the bar at the bottom.
  useEffect(() => {
    document.getElementById('reschedule-title')?.scrollIntoView({ block: 'start' });
  }, []);

  const move = async () => {
    if (time === null) return;
    try {
      await rescheduleBooking(cname, { bookingId: booking.id, startTime: time });
      setDone(true);
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <Card tone="selected" aria-labelledby="reschedule-title" className="space-y-4">
      <div className="flex items-start gap-2">
        <div className="flex-1">
          <h2 id="reschedule-title" className="scroll-mt-20 font-semibold">
            {t('booking.detail.rescheduleTitle')}
          </h2>
          <p className="text-xs text-muted">
            {t('booking.detail.rescheduleCurrent', {
              time: `${formatShort(booking.startTime, zone)} ${formatWeekday(booking.startTime, zone, locale)}`,
            })}
          </p>
        </div>
        <IconButton icon="x" label={t('booking.detail.closeReschedule')} onClick={onClose} className="-mt-1 -mr-1" />
      </div>
      {day && (
        <>
          <DateStrip
            days={calendar?.days ?? []}
            selected={day.start}
            timeZone={zone}
            status={dayStatus}
            people={booking.customerCount}
            onSelect={(d) => {
              setDate(d.start);
              setTime(null);
            }}
          />
          <TimeGrid
            slots={slots}
            loading={availability.isPending}
            selected={time}
            timeZone={zone}
            emptyDay={{
              reason: (day && dayStatus.get(day.iso)?.reason) || null,
              people: booking.customerCount,
              designerName: null,
            }}
            onSelect={setTime}
          />
        </>
      )}
      <BottomBar label={t('booking.detail.rescheduleTitle')}>
        <p className="min-w-0 flex-1 truncate text-sm font-medium">
          {time !== null
            ? `${formatShort(time, zone)} ${formatWeekday(time, zone, locale)}`
            : t('booking.issue.NO_TIME')}
        </p>
        <Button disabled={time === null} onClick={() => setConfirming(true)} className="shrink-0">
          {t('booking.detail.rescheduleConfirm')}
        </Button>
      </BottomBar>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        testId="reschedule-confirm"
        config={{
          title: t('booking.detail.rescheduleConfirmTitle'),
          description: time !== null ? `${formatFull(time, zone)} ${formatWeekday(time, zone, locale)}` : '',
          buttons: {
            submit: { text: t('booking.detail.rescheduleConfirm'), fn: move },
            cancel: { text: t('booking.detail.closeReschedule') },
          },
        }}
      />
      <Dialog
        open={done}
        onOpenChange={(o) => {
          if (!o) onDone();
        }}
        testId="reschedule-result"
        config={{
          title: t('booking.detail.rescheduled'),
          description: time !== null ? `${formatFull(time, zone)} ${formatWeekday(time, zone, locale)}` : '',
          buttons: { submit: { text: t('booking.failure.action.close') } },
        }}
      />
      {failure.dialog}
    </Card>
  );
}
