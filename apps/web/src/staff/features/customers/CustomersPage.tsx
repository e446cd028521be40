import { useState } from 'react';
import { Badge } from '#web/components/Badge';
import { Card } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { Loadable, ManagePage } from '#web/staff/components/ManagePage';
import { useStaffT } from '#web/staff/lib/i18n';
import { CustomerDetail } from './components/CustomerDetail';
import { CustomerSearchField } from './components/CustomerSearchField';
import { useCustomerSearch } from './use-customer-search';

/** Customers: find one by part of a name or phone; their bookings, the store's notes, blocking. */
export default function CustomersPage() {
  const { t } = useStaffT();
  const { text, setText, found: list } = useCustomerSearch('list');
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <ManagePage title={t('customers.title')} permission="read:customer:any" wide>
      <div className="grid gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <section aria-labelledby="customer-results" className="space-y-3">
          <CustomerSearchField
            id="customer-search"
            label={t('customers.search')}
            hint={t('customers.searchHint')}
            value={text}
            onChange={setText}
          />
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
    </ManagePage>
  );
}
