import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Button } from '#web/components/Button';
import { Field, inputClass } from '#web/components/Field';
import { useStaffCode } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { customerSearchQuery } from '../api/search-customers';

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
  const code = useStaffCode();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const found = useQuery(customerSearchQuery(code, q));
  const customers = q.length >= 2 ? (found.data?.customers ?? []) : [];
  return (
    <div className="space-y-2">
      <Field id="desk-find" label={t('desk.find')}>
        {(control) => (
          <input
            {...control}
            type="search"
            autoComplete="off"
            className={inputClass}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      {q.length >= 2 && found.isSuccess && customers.length === 0 && (
        <p className="text-sm text-muted">{t('desk.noMatch')}</p>
      )}
      {customers.length > 0 && (
        <ul className="space-y-1" aria-label={t('desk.matches')}>
          {customers.map((c) => (
            <li key={c.id}>
              <Button variant="secondary" block className="justify-between" onClick={() => onPick(c)}>
                <span>{c.name}</span>
                <span className="tabular-nums text-muted">{c.phone ?? t('desk.noPhone')}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
