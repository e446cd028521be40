import { formatPolicyLine, type PolicyLine, type RefundTone } from '@salon/domain';
import { useDisplayLocale } from '#web/lib/i18n';

/** Tailwind classes of each tone: green for a full refund, amber warning for a partial one. */
export const TONE_CLASSES: Record<RefundTone, string> = {
  full: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  partial: 'bg-amber-50 text-amber-800 ring-amber-200',
  none: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/**
 * The cancel policy's lines in the current language (the domain's policyInForce, for how the
 * booking is paid: nothing prepaid, no refund wording): full refunds in green, partial ones as a
 * warning.
 */
export function PolicyList({ lines, timeZone }: { lines: readonly PolicyLine[]; timeZone: string }) {
  const locale = useDisplayLocale();
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
