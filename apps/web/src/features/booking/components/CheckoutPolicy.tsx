import type { CheckoutSummary } from '@salon/contract';
import { type AfterPaying, formatAfterPaying, formatFull, type PolicyAt, type RefundTone } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/Card';
import { PolicyList, TONE_CLASSES } from '#web/components/PolicyList';
import { useDisplayLocale } from '#web/lib/i18n';

/** All of it back green, some amber, nothing muted: as the policy's own lines. */
const toneOf = (a: AfterPaying): RefundTone => (a.refund <= 0 ? 'none' : a.refund >= a.paid ? 'full' : 'partial');

/**
 * Checkout's policy for the method chosen as it stands now (issue 43.1): only the tiers still
 * ahead, what a cancellation right after paying would refund, and when it was worked out.
 */
export function CheckoutPolicy({ policy, asOf, zone }: { policy: PolicyAt; asOf: number; zone: string }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const prepaying = policy.prepayment.amount > 0;
  const after = policy.afterPaying;
  return (
    <Card id="checkout-policy" title={prepaying ? t('booking.checkout.policy') : t('booking.state.policy')}>
      <PolicyList lines={policy.lines} timeZone={zone} />
      {after && (
        <p
          className={`mt-3 rounded-xl px-3 py-2.5 text-sm font-medium ring-1 ${TONE_CLASSES[toneOf(after)]}`}
          data-testid="after-paying"
          data-tone={toneOf(after)}
        >
          {formatAfterPaying(after, locale)}
        </p>
      )}
      <p className="mt-2 text-xs text-muted" data-testid="policy-as-of">
        {t('booking.checkout.asOf', { time: formatFull(asOf, zone) })}
      </p>
    </Card>
  );
}

/**
 * Until when an online payment (card, ATM, LINE Pay) may be made, said before a method is chosen
 * (issue 43.2): the hold's minutes, and the clock time it ends if booked now.
 */
export function PayWithin({ online, zone }: { online: CheckoutSummary['online']; zone: string }) {
  const { t } = useTranslation();
  if (!online) return null;
  return (
    <p className="mb-3 rounded-xl bg-sand-50 px-3 py-2 text-sm ring-1 ring-sand-200" data-testid="pay-within">
      {t('booking.checkout.payWithin', {
        minutes: Math.round(online.payWithin / 60),
        time: formatFull(online.payBy, zone),
      })}
    </p>
  );
}
