import type { CancelPolicySummary } from '@salon/contract';
import { formatPolicyLine } from '@salon/domain';
import { useDisplayLocale } from '#web/lib/i18n';
import { policyLines, TONE_CLASSES } from '../policy';

/**
 * The cancel policy's lines in the current language, for what the booking prepays (nothing
 * prepaid: no refund wording): full refunds in green, partial ones as a warning.
 */
export function PolicyList({
  policy,
  timeZone,
  prepaid,
  bookingStart,
}: {
  policy: CancelPolicySummary;
  timeZone: string;
  /** Dollars the booking prepays (its deposit, or the whole price); 0 when paid at the store. */
  prepaid: number;
  /** The booking's start; without one (the terms page) relative deadlines stay relative. */
  bookingStart?: number;
}) {
  const locale = useDisplayLocale();
  const lines = policyLines(policy, timeZone, prepaid, bookingStart);
  return (
    <ul className="space-y-2" data-testid="cancel-policy">
      {lines.map((line) => {
        const text = formatPolicyLine(line, locale, timeZone);
        return (
          <li
            key={text}
            data-tone={line.tone}
            data-kind={line.kind}
            className={`rounded-xl px-3 py-2 text-sm leading-relaxed ring-1 ${TONE_CLASSES[line.tone]} ${
              line.current ? 'font-medium' : ''
            }`}
          >
            {text}
          </li>
        );
      })}
    </ul>
  );
}
