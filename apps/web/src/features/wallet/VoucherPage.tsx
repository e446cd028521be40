import type { WalletVoucher } from '@salon/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { Button, ButtonLink } from '#web/components/Button';
import { Dialog } from '#web/components/Dialog';
import { EmptyState } from '#web/components/EmptyState';
import { LoadError } from '#web/components/LoadError';
import { PageSkeleton } from '#web/components/Skeleton';
import { receiveVoucher, removeVoucher } from './api/voucher-changes';
import { vouchersQuery } from './api/vouchers';
import { VoucherCard } from './components/VoucherCard';
import { useWalletAction } from './use-wallet-action';

/** UserVoucher: the customer's vouchers (view, remove) and the ones they may collect. */
export default function VoucherPage() {
  const { t } = useTranslation();
  const { cname, userId } = useStoreParams();
  const vouchers = useQuery(vouchersQuery(cname));
  const { notice, busy, run } = useWalletAction();
  const [removing, setRemoving] = useState<WalletVoucher | null>(null);

  if (vouchers.isPending) return <PageSkeleton label={t('app.loading')} />;
  if (vouchers.isError)
    return (
      <div className="px-4 py-8">
        <LoadError onRetry={() => vouchers.refetch()} />
      </div>
    );
  const mine = vouchers.data.filter((v) => v.customerVoucherId !== null);
  const receivable = vouchers.data.filter((v) => v.receivable);
  const receive = (v: WalletVoucher) =>
    run(v.voucherId, () => receiveVoucher(cname, v.voucherId), t('wallet.vouchers.received', { name: v.name }));
  const remove = async () => {
    const id = removing?.customerVoucherId;
    if (id) await run(id, () => removeVoucher(cname, id), t('wallet.vouchers.removed'));
  };
  const details = (v: WalletVoucher) => (
    <ButtonLink
      variant="secondary"
      to={pathTo('VoucherDetail', { cname, userId, voucherId: v.voucherId })}
      aria-label={t('wallet.vouchers.details', { name: v.name })}
    >
      {t('wallet.vouchers.view')}
    </ButtonLink>
  );

  return (
    <div className="space-y-5 px-4 pt-4 pb-10">
      <Banner tone={notice?.tone ?? 'info'}>{notice?.text}</Banner>
      <section aria-labelledby="my-vouchers" className="space-y-3">
        <h2 id="my-vouchers" className="font-semibold">
          {t('wallet.vouchers.mine')}
        </h2>
        {mine.length === 0 ? (
          <EmptyState icon="sparkle" title={t('wallet.vouchers.empty')}>
            <p className="text-sm text-muted">{t('wallet.vouchers.emptyText')}</p>
          </EmptyState>
        ) : (
          mine.map((v) => (
            <VoucherCard
              key={v.customerVoucherId}
              voucher={v}
              action={
                <>
                  {details(v)}
                  <Button variant="dangerOutline" onClick={() => setRemoving(v)}>
                    {t('wallet.vouchers.remove')}
                  </Button>
                </>
              }
            />
          ))
        )}
      </section>
      {receivable.length > 0 && (
        <section aria-labelledby="receivable-vouchers" className="space-y-3">
          <h2 id="receivable-vouchers" className="font-semibold">
            {t('wallet.vouchers.receivable')}
          </h2>
          {receivable.map((v) => (
            <VoucherCard
              key={v.voucherId}
              voucher={v}
              action={
                <>
                  {details(v)}
                  <Button loading={busy === v.voucherId} disabled={busy !== null} onClick={() => void receive(v)}>
                    {t('wallet.vouchers.receive')}
                  </Button>
                </>
              }
            />
          ))}
        </section>
      )}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        testId="voucher-remove"
        config={{
          title: t('wallet.vouchers.removeTitle'),
          description: t('wallet.vouchers.removeText', { name: removing?.name ?? '' }),
          buttons: { submit: { text: t('wallet.vouchers.remove'), type: 'danger', fn: remove }, cancel: {} },
        }}
      />
    </div>
  );
}
