import { type DayUnavailableReason, formatTime } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Chip } from '#web/components/Chip';
import { EmptyState } from '#web/components/EmptyState';
import { Skeleton } from '#web/components/Skeleton';
import { groupSlots } from '../slots';
import { WaitlistOffer, type WaitlistWish } from './WaitlistOffer';

/** Why the chosen day has no start, and who it concerns (the chosen designer, the number of people). */
export interface EmptyDay {
  reason: DayUnavailableReason | null;
  people: number;
  /** The one designer the cart asks for, named when they are off. */
  designerName: string | null;
}

/**
 * Free starts of the chosen day, by morning, afternoon and evening; a skeleton while they load;
 * a day without any says why (closed, designer off, fully booked…); a fully booked one offers the waitlist.
 */
export function TimeGrid({
  slots,
  loading,
  selected,
  timeZone,
  emptyDay,
  waitlist,
  onSelect,
}: {
  slots: number[] | undefined;
  loading: boolean;
  selected: number | null;
  timeZone: string;
  emptyDay?: EmptyDay;
  /** A fully booked day offers to join this waitlist (the new booking's page; not a reschedule). */
  waitlist?: WaitlistWish;
  onSelect: (start: number) => void;
}) {
  const { t } = useTranslation();
  const emptyTitle = (day: EmptyDay | undefined) => {
    if (!day?.reason) return t('booking.time.noSlots');
    if (day.reason === 'designerOff' && day.designerName) {
      return t('booking.timeDay.reason.designerOffNamed', { name: day.designerName });
    }
    return t(`booking.timeDay.reason.${day.reason}`, { count: day.people });
  };
  if (loading || !slots) {
    return (
      <div role="status" aria-live="polite" className="space-y-3" data-testid="slots-loading">
        <span className="sr-only">{t('booking.time.searching')}</span>
        <Skeleton className="h-4 w-16" />
        <div className="grid grid-cols-4 gap-2">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-11 rounded-xl" />
          ))}
        </div>
      </div>
    );
  }
  if (slots.length === 0) {
    return (
      <>
        <div role="status" aria-live="polite" data-testid="slots-empty" data-reason={emptyDay?.reason ?? undefined}>
          <EmptyState icon="calendar" title={emptyTitle(emptyDay)}>
            <p className="text-sm text-muted">
              {emptyDay?.reason ? t(`booking.timeDay.hint.${emptyDay.reason}`) : t('booking.time.noSlotsHint')}
            </p>
          </EmptyState>
        </div>
        {emptyDay?.reason === 'fullyBooked' && waitlist && <WaitlistOffer wish={waitlist} />}
      </>
    );
  }
  return (
    <div className="space-y-4" data-testid="slots">
      {groupSlots(slots, timeZone).map((group) => (
        <div key={group.period}>
          <h3 id={`period-${group.period}`} className="mb-2 text-xs font-medium text-muted">
            {t(`booking.time.period.${group.period}`)}
          </h3>
          <ul aria-labelledby={`period-${group.period}`} className="grid grid-cols-4 gap-2">
            {group.slots.map((start) => {
              const active = start === selected;
              return (
                <li key={start}>
                  <Chip shape="tile" pressed={active} onClick={() => onSelect(start)}>
                    {formatTime(start, timeZone)}
                  </Chip>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
