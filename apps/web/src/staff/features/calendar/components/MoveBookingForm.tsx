import { can, formatTime, isOneOf, UPCOMING_BOOKING_STATUSES } from '@salon/domain';
import { type FormEvent, useState } from 'react';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Checkbox } from '#web/components/Checkbox';
import { ChoiceField, InputField, TimeField } from '#web/staff/components/FormFields';
import { dayOf, timeOn } from '#web/staff/lib/day';
import { useStaffCode, useStaffSession, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useMoveBooking } from '../api/move-booking';
import type { CalendarBooking } from '../grid';

/** Upcoming bookings (Pending, Confirmed) move: the API's move keeps the services in order from the new start. */
export const canMove = (booking: Pick<CalendarBooking, 'status'>): boolean =>
  isOneOf(UPCOMING_BOOKING_STATUSES, booking.status);

/**
 * Moving a booking by editing it: a new day and start, and (for a booking with one designer)
 * another designer. A refused move (the time is taken, outside hours) says why.
 */
export function MoveBookingForm({
  booking,
  designers,
}: {
  booking: CalendarBooking;
  designers: { id: string; name: string }[];
}) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const code = useStaffCode();
  const session = useStaffSession();
  const move = useMoveBooking(code);
  const own = [...new Set(booking.events.map((e) => e.userId))];
  const [date, setDate] = useState(dayOf(booking.startTime, zone));
  const [time, setTime] = useState(() => formatTime(booking.startTime, zone));
  const [designerId, setDesignerId] = useState(own.length === 1 ? own[0]! : '');
  const [outsideHours, setOutsideHours] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({
      bookingId: booking.id,
      startTime: timeOn(date, time, zone),
      ...(designerId && designerId !== own[0] ? { userId: designerId } : {}),
      outsideHours,
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl bg-canvas p-3" aria-labelledby="move-title" noValidate>
      <h3 id="move-title" className="text-sm font-semibold">
        {t('move.title')}
      </h3>
      <div className="grid grid-cols-2 gap-2">
        <InputField id="move-date" label={t('move.date')} input={{ type: 'date' }} value={date} onChange={setDate} />
        <TimeField id="move-time" label={t('move.time')} value={time} onChange={setTime} />
      </div>
      {own.length === 1 && (
        <ChoiceField
          id="move-designer"
          label={t('move.designer')}
          value={designerId}
          onChange={setDesignerId}
          options={designers.map((d) => ({ value: d.id, label: d.name }))}
        />
      )}
      {can(session.staff.role, 'book:outsideHours:any') && (
        <Checkbox
          id="move-outside-hours"
          label={t('staffBooking.outsideHours')}
          checked={outsideHours}
          onChange={(e) => setOutsideHours(e.target.checked)}
        />
      )}
      <Banner tone="error">{move.isError ? errorText(move.error, locale) : null}</Banner>
      <Banner tone="success">{move.data ? t('move.done') : null}</Banner>
      <Button type="submit" variant="secondary" block loading={move.isPending}>
        {t('move.submit')}
      </Button>
    </form>
  );
}
