import type { ValueCard } from '@salon/contract';
import { formatDay, formatMoney, mayHideValueCard } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Badge } from '#web/components/Badge';
import { Banner } from '#web/components/Banner';
import { Button, ButtonLink } from '#web/components/Button';
import { EmptyState } from '#web/components/EmptyState';
import { LoadError } from '#web/components/LoadError';
import { PageSkeleton } from '#web/components/Skeleton';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { removeValueCard } from './api/remove-value-card';
import { valueCardsQuery } from './api/value-cards';
import { useWalletAction } from './use-wallet-action';

/** UserValueCard: each card's balance, number, expiry and status; a card that can no longer pay may be removed. */
export default function ValueCardPage() {
  const { t } = useTranslation();
  const { cname, userId } = useStoreParams();
  const cards = useQuery(valueCardsQuery(cname));
  const { notice, run } = useWalletAction();

  if (cards.isPending) return <PageSkeleton label={t('app.loading')} />;
  if (cards.isError)
    return (
      <div className="px-4 py-8">
        <LoadError onRetry={() => cards.refetch()} />
      </div>
    );
  return (
    <div className="space-y-4 px-4 pt-4 pb-10">
      <Banner tone={notice?.tone ?? 'info'}>{notice?.text}</Banner>
      {cards.data.length === 0 ? (
        <EmptyState icon="bag" title={t('wallet.cards.empty')}>
          <p className="text-sm text-muted">{t('wallet.cards.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul className="space-y-3" data-testid="value-cards">
          {cards.data.map((card) => (
            <li key={card.id}>
              <Card
                card={card}
                onHide={() => run(card.id, () => removeValueCard(cname, card.id), t('wallet.cards.hidden'))}
              />
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to={pathTo('Record', { cname, userId })} variant="secondary" className="w-full">
        {t('wallet.records.history')}
      </ButtonLink>
    </div>
  );
}

function Card({ card, onHide }: { card: ValueCard; onHide: () => Promise<void> }) {
  const { t } = useTranslation();
  const zone = useStoreTimeZone();
  const usable = card.status === 'Active';
  return (
    <article
      aria-labelledby={`card-${card.id}`}
      className={`rounded-2xl p-4 ring-1 ${usable ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-ink ring-line'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`card-${card.id}`} className="font-semibold">
          {card.name}
        </h2>
        <Badge className={usable ? 'bg-white/15 text-white' : 'bg-canvas text-muted'}>
          {t(`wallet.cards.status.${card.status}`)}
        </Badge>
      </div>
      <p className="mt-1 font-mono text-sm tracking-wider opacity-90">{card.cardNo}</p>
      <p className="mt-4 text-xs opacity-80">{t('wallet.cards.balance')}</p>
      <p className="text-3xl font-semibold tabular-nums" data-testid="card-balance">
        {formatMoney(card.balance)}
      </p>
      <p className="mt-2 text-xs opacity-80">
        {card.expireTime === null
          ? t('wallet.cards.noExpiry')
          : t('wallet.cards.expires', { date: formatDay(card.expireTime, zone) })}
      </p>
      {mayHideValueCard(card.status) && (
        <Button variant="secondary" className="mt-3" onClick={() => void onHide()}>
          {t('wallet.cards.hide')}
        </Button>
      )}
    </article>
  );
}
