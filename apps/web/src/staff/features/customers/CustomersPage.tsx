import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Badge } from '#web/components/Badge';
import { Card } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { Field, inputClass } from '#web/components/Field';
import { Loadable, OfficePage } from '#web/staff/components/OfficePage';
import { useStaffCode } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { customerListQuery } from './api/search-customers';
import { CustomerDetail } from './components/CustomerDetail';

/** What was typed, once the typing pauses (one search per pause, not per key). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/** Customers: find one by part of a name or phone; their bookings, the store's notes, blocking. */
export default function CustomersPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const [typed, setTyped] = useState('');
  const q = useSettled(typed.trim());
  const list = useQuery(customerListQuery(code, q));
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <OfficePage title={t('customers.title')} permission="read:customer:any" wide>
      <div className="grid gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <section aria-labelledby="customer-results" className="space-y-3">
          <Field id="customer-search" label={t('customers.search')} hint={t('customers.searchHint')}>
            {(control) => (
              <input
                {...control}
                type="search"
                autoComplete="off"
                className={inputClass}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
          </Field>
          <h2 id="customer-results" className="sr-only">
            {t('customers.results')}
          </h2>
          <Loadable query={list}>
            {(data) =>
              data.customers.length === 0 ? (
                <EmptyState icon="user" title={t('customers.none')} />
              ) : (
                <ul className="space-y-2" aria-busy={list.isFetching}>
                  {data.customers.map((c) => (
                    <li key={c.id}>
                      <button
                        type="button"
                        aria-pressed={chosen === c.id}
                        onClick={() => setChosen(c.id)}
                        className={`flex min-h-11 w-full flex-wrap items-center gap-x-2 rounded-xl px-3 py-2 text-left ring-1 transition focus-visible:outline-2 focus-visible:outline-brand-500 ${
                          chosen === c.id ? 'bg-brand-50 ring-brand-500' : 'bg-white ring-line hover:ring-brand-300'
                        }`}
                      >
                        <span className="font-medium">{c.name || t('customers.noName')}</span>
                        <span className="text-sm text-muted">{c.phone ?? c.email ?? ''}</span>
                        {c.blocked && (
                          <Badge tone="sand" className="ml-auto">
                            {t('customers.blocked')}
                          </Badge>
                        )}
                      </button>
                    </li>
                  ))}
                </ul>
              )
            }
          </Loadable>
        </section>
        <section aria-label={t('customers.detail')}>
          {chosen ? (
            <CustomerDetail key={chosen} customerId={chosen} />
          ) : (
            <Card className="text-sm text-muted">{t('customers.pick')}</Card>
          )}
        </section>
      </div>
    </OfficePage>
  );
}
