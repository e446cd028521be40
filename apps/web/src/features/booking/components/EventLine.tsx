import type { PricedEvent } from '@salon/contract';
import { formatMoney, formatTime } from '@salon/domain';
import type { ReactNode } from 'react';

/** One service of a booking or a checkout: name and sub-item, designer and time, price. */
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
  return (
    <li className="flex gap-3 py-2.5" data-testid={testId}>
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {event.productName}
          {event.subItemName && <span className="text-muted">（{event.subItemName}）</span>}
        </p>
        <p className="text-xs text-muted">
          {designer} · {formatTime(event.startTime, zone)}–{formatTime(event.endTime, zone)}
        </p>
      </div>
      <span className="shrink-0 font-medium tabular-nums">{formatMoney(event.price)}</span>
    </li>
  );
}
