import type { CancelPolicySummary } from '@salon/contract';
import { policyLines, TONE_CLASSES } from '../policy';

/** The cancel policy's lines: full refunds in green, partial ones as a warning. */
export function PolicyList({
  policy,
  timeZone,
  bookingStart,
}: {
  policy: CancelPolicySummary;
  timeZone: string;
  /** The booking's start; without one (the terms page) relative deadlines stay relative. */
  bookingStart?: number;
}) {
  const lines = policyLines(policy, timeZone, bookingStart);
  return (
    <ul className="space-y-2" data-testid="cancel-policy">
      {lines.map((line) => (
        <li
          key={line.text}
          data-tone={line.tone}
          className={`rounded-xl px-3 py-2 text-sm leading-relaxed ring-1 ${TONE_CLASSES[line.tone]} ${
            line.current ? 'font-medium' : ''
          }`}
        >
          {line.text}
        </li>
      ))}
    </ul>
  );
}
