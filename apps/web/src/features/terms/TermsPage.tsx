import type { StoreSetting } from '@salon/contract';
import { type DepositScope, formatMoney } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/Card';
import { PolicyList } from '#web/components/PolicyList';
import { PageSkeleton } from '#web/components/Skeleton';
import { usePaymentMethodName } from '#web/features/payments';
import { useStoreSetting, useStoreTimeZone } from '#web/features/store/api/store-setting';
import { storeDeposit, storePolicies } from '#web/lib/store-policies';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-3 font-semibold">{title}</h2>
      <div className="text-sm leading-7 text-ink/90">{children}</div>
    </Card>
  );
}

/**
 * The store's cancel policy for each way of paying it (the domain's policyInForce, as checkout
 * applies it to the method chosen): what is prepaid, then the policy's lines.
 */
function CancelPolicy({ store }: { store: StoreSetting }) {
  const { t } = useTranslation();
  const zone = useStoreTimeZone();
  const methodName = usePaymentMethodName();
  const groups = storePolicies(store);
  const due = storeDeposit(store);
  const prepay = (scope: DepositScope | null) =>
    scope === null
      ? t('terms.payAtSalon')
      : due.required
        ? due.scope === 'All'
          ? t('terms.depositAll')
          : t('terms.deposit', { amount: formatMoney(due.amount) })
        : t('terms.prepayAll');
  return (
    <Section title={t('terms.cancelPolicy')}>
      <div className="space-y-4">
        {groups.map(({ methods, policy }) => (
          <div
            key={methods[0]?.method}
            data-testid="terms-policy"
            data-methods={methods.map((m) => m.method).join(' ')}
            data-prepay={policy.prepayment.scope ?? 'None'}
          >
            {groups.length > 1 && (
              <h3 className="font-medium" data-testid="terms-methods">
                {methods.map(methodName).join(t('terms.methodSeparator'))}
              </h3>
            )}
            <p className="mb-2 text-muted" data-testid="terms-deposit">
              {prepay(policy.prepayment.scope)}
            </p>
            <PolicyList lines={policy.lines} timeZone={zone} />
          </div>
        ))}
      </div>
    </Section>
  );
}

export default function TermsPage() {
  const { t } = useTranslation();
  const methodName = usePaymentMethodName();
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
                {methodName(m)}
                {m.isPrepaid && <span className="ml-1 text-xs text-muted">{t('terms.prepaid')}</span>}
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
