import type { StoreSetting } from '@salon/contract';
import { formatMoney } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../components/Skeleton';
import { useStoreSetting } from '../store/queries';
import { cancelPolicyLines, type PolicyLine } from './cancel-policy';

const TONES: Record<PolicyLine['tone'], string> = {
  full: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  partial: 'bg-amber-50 text-amber-800 ring-amber-200',
  none: 'bg-stone-100 text-stone-700 ring-stone-200',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 ring-1 ring-line/80">
      <h2 className="mb-3 font-semibold">{title}</h2>
      <div className="text-sm leading-7 text-ink/90">{children}</div>
    </section>
  );
}

function CancelPolicy({ store }: { store: StoreSetting }) {
  const { t } = useTranslation();
  const lines = cancelPolicyLines(store);
  const deposit =
    store.deposit.required || store.depositRule === 'Restricted'
      ? t('terms.deposit', { amount: formatMoney(store.deposit.depositValue) })
      : t('terms.noDeposit');
  return (
    <Section title={t('terms.cancelPolicy')}>
      <p className="mb-3 text-muted">{deposit}</p>
      {lines === 'noCancel' ? (
        <p className={`rounded-xl px-3 py-2 ring-1 ${TONES.none}`}>{t('terms.noCancel')}</p>
      ) : (
        <ul className="space-y-2">
          {lines.map((line) => (
            <li
              key={`${line.when.key}-${JSON.stringify(line.when.values)}`}
              className="flex items-center justify-between gap-3 rounded-xl bg-canvas px-3 py-2"
            >
              <span className="min-w-0">{t(line.when.key, line.when.values)}</span>
              <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${TONES[line.tone]}`}>
                {t(line.refund.key, line.refund.values)}
              </span>
            </li>
          ))}
        </ul>
      )}
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
