import type { PricedEvent } from '@salon/contract';
import { bookedName, formatMoney, formatTime } from '@salon/domain';
import type { ReactNode } from 'react';
import { useDisplayLocale } from '#web/lib/i18n';

/**
 * One service of a booking or a checkout: name and sub-item (in English the English names kept with
 * it, issue 43.5), designer and time, price.
 */
export function EventLine({
  event,
  zone,
  designer,
  testId,
}: {
  event: PricedEvent;
  zone: string;
  /** How the designer is named on this screen. */
  designer: ReactNode;
  testId: string;
}) {
  const locale = useDisplayLocale();
  const product = bookedName({ ...event, subItemName: null, subItemNameEn: null }, locale);
  const sub = (locale === 'en' && event.subItemNameEn) || event.subItemName;
  return (
    <li className="flex gap-3 py-2.5" data-testid={testId}>
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {product}
          {sub && <span className="text-muted">{locale === 'en' ? ` (${sub})` : `（${sub}）`}</span>}
        </p>
        <p className="text-xs text-muted">
          {designer} · {formatTime(event.startTime, zone)}–{formatTime(event.endTime, zone)}
        </p>
      </div>
      <span className="shrink-0 font-medium tabular-nums">{formatMoney(event.price)}</span>
    </li>
  );
}
