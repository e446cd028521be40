import { phoneSearchDigits } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#web/components/Button';
import { useStaffCode } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { customerSearchQuery } from '../api/search-customers';
import type { FoundCustomer } from './CustomerLookup';

/**
 * A phone typed for someone new that is already a customer's: the desk is told whose it is before
 * booking (the booking would go to that customer, under their name), with a button to book them.
 */
export function KnownPhone({ phone, onPick }: { phone: string; onPick: (customer: FoundCustomer) => void }) {
  const code = useStaffCode();
  const { t } = useStaffT();
  // The search's own reading of a phone; a whole number is 8 digits or more.
  const digits = phoneSearchDigits(phone);
  const complete = digits !== null && digits.length >= 8;
  const found = useQuery({ ...customerSearchQuery(code, digits ?? ''), enabled: complete });
  const owner = complete ? found.data?.customers.find((c) => c.phone?.replace(/\D/g, '').endsWith(digits)) : undefined;
  if (!owner) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300"
      data-testid="known-phone"
    >
      <span>{t('staffBooking.knownPhone', { name: owner.name })}</span>
      <Button variant="link" onClick={() => onPick(owner)}>
        {t('staffBooking.useKnown', { name: owner.name })}
      </Button>
    </div>
  );
}
