import { displayPhone } from '@salon/domain';
import { Button } from '#web/components/Button';
import { useStaffT } from '#web/staff/lib/i18n';
import { searchable } from '../search-rule';
import { useCustomerSearch } from '../use-customer-search';
import { CustomerSearchField } from './CustomerSearchField';

export interface FoundCustomer {
  id: string;
  name: string;
  phone: string | null;
}

/**
 * Finds a customer of the store by part of a name or phone; choosing one books for them. The
 * search asks the API as the member types (the answer for the latest text wins).
 */
export function CustomerLookup({ onPick }: { onPick: (customer: FoundCustomer) => void }) {
  const { t } = useStaffT();
  const { text, setText, q, found } = useCustomerSearch('lookup');
  const customers = searchable(q) ? (found.data?.customers ?? []) : [];
  return (
    <div className="space-y-2">
      <CustomerSearchField id="customer-find" label={t('staffBooking.find')} value={text} onChange={setText} />
      {searchable(q) && found.isSuccess && customers.length === 0 && (
        <p className="text-sm text-muted">{t('staffBooking.noMatch')}</p>
      )}
      {customers.length > 0 && (
        <ul className="space-y-1" aria-label={t('staffBooking.matches')}>
          {customers.map((c) => (
            <li key={c.id}>
              <Button variant="secondary" block className="justify-between" onClick={() => onPick(c)}>
                <span>{c.name}</span>
                <span className="tabular-nums text-muted">
                  {c.phone ? displayPhone(c.phone) : t('staffBooking.noPhone')}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
