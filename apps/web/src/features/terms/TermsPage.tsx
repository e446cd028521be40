import type { StoreSetting } from '@salon/contract';
import { formatMoney } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/Card';
import { PageSkeleton } from '#web/components/Skeleton';
import { storeDeposit, storePolicySummary } from '#web/features/booking';
import { PolicyList } from '#web/features/booking/components/PolicyList';
import { useStoreSetting, useStoreTimeZone } from '#web/features/store/api/store-setting';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-3 font-semibold">{title}</h2>
      <div className="text-sm leading-7 text-ink/90">{children}</div>
    </Card>
  );
}

/** The store's cancel policy and deposit, by the same domain rules and texts as checkout shows them. */
function CancelPolicy({ store }: { store: StoreSetting }) {
  const { t } = useTranslation();
  const zone = useStoreTimeZone();
  const due = storeDeposit(store);
  const deposit = !due.required
    ? t('terms.noDeposit')
    : due.scope === 'All'
      ? t('terms.depositAll')
      : t('terms.deposit', { amount: formatMoney(due.amount) });
  return (
    <Section title={t('terms.cancelPolicy')}>
      <p className="mb-3 text-muted" data-testid="terms-deposit">
        {deposit}
      </p>
      <PolicyList policy={storePolicySummary(store)} timeZone={zone} prepaid={due.amount} />
    </Section>
  );
}

export default function TermsPage() {
  const { t } = useTranslation();
  const store = useStoreSetting();
  if (!store) return <PageSkeleton label={t('app.loading')} />;
  return (
    <div className="space-y-4 px-4 pt-5 pb-8">
      <h1 className="text-xl font-semibold tracking-wide">{t('terms.title')}</h1>
      {store.notes && (
        <Section title={t('terms.bookingNotes')}>
          <p className="whitespace-pre-line">{store.notes}</p>
        </Section>
      )}
      <CancelPolicy store={store} />
      {store.paymentMethods.length > 0 && (
        <Section title={t('terms.payment')}>
          <ul className="flex flex-wrap gap-2">
            {store.paymentMethods.map((m) => (
              <li key={`${m.method}-${m.name}`} className="rounded-full bg-canvas px-3 py-1 ring-1 ring-line">
                {m.name}
                {m.isPrepaid && <span className="ml-1 text-xs text-muted">（{t('terms.prepaid')}）</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('terms.privacy')}>
        <p>{t('terms.privacyText')}</p>
      </Section>
      <Section title={t('terms.platform')}>
        <p>{t('terms.platformText')}</p>
      </Section>
    </div>
  );
}
