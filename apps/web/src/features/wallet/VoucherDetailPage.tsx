import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { Button, ButtonLink } from '#web/components/Button';
import { EmptyState } from '#web/components/EmptyState';
import { LoadError } from '#web/components/LoadError';
import { PageSkeleton } from '#web/components/Skeleton';
import { isApiError } from '#web/lib/api';
import { useLoginToken } from '#web/lib/session';
import { receiveVoucher } from './api/voucher-changes';
import { voucherQuery } from './api/vouchers';
import { VoucherCard } from './components/VoucherCard';
import { useWalletAction } from './use-wallet-action';

/** voucher/{voucherId}: one voucher's discount, targets, conditions and validity; collect it if offered. */
export default function VoucherDetailPage() {
  const { t } = useTranslation();
  const params = useStoreParams();
  const { cname, userId } = params;
  const voucherId = params.voucherId ?? '';
  const signedIn = useLoginToken(cname) !== null;
  const voucher = useQuery(voucherQuery(cname, voucherId, signedIn));
  const { notice, busy, run } = useWalletAction();
  const toWallet = (
    <ButtonLink to={pathTo('UserVoucher', { cname, userId })} variant="secondary" block>
      {t('wallet.vouchers.toWallet')}
    </ButtonLink>
  );

  if (voucher.isPending) return <PageSkeleton label={t('app.loading')} />;
  if (voucher.isError) {
    if (isApiError(voucher.error, 'VOUCHER_NOT_EXISTS') || isApiError(voucher.error, 'VALIDATION_FAILED'))
      return (
        <div className="space-y-4 px-4 py-8">
          <EmptyState icon="sparkle" title={t('wallet.vouchers.notFound')} />
          {toWallet}
        </div>
      );
    return (
      <div className="px-4 py-8">
        <LoadError onRetry={() => voucher.refetch()} />
      </div>
    );
  }
  const v = voucher.data;
  const receive = () =>
    run(v.voucherId, () => receiveVoucher(cname, v.voucherId), t('wallet.vouchers.received', { name: v.name }));
  return (
    <div className="space-y-4 px-4 pt-4 pb-10">
      <VoucherCard voucher={v}>
        {v.description && <p className="mt-2 text-sm leading-relaxed">{v.description}</p>}
        {v.customerVoucherId && (
          <p className="mt-2 text-xs font-medium text-brand-700">
            {t('wallet.vouchers.usesLeft', { count: v.usesLeft })}
          </p>
        )}
      </VoucherCard>
      <Banner tone={notice?.tone ?? 'info'}>{notice?.text}</Banner>
      {v.receivable &&
        (signedIn ? (
          <Button block size="lg" loading={busy !== null} onClick={() => void receive()}>
            {t('wallet.vouchers.receive')}
          </Button>
        ) : (
          <ButtonLink block to={pathTo('UserLogin', { cname, userId }, { redirectUri: 'voucher' })}>
            {t('wallet.vouchers.signInToReceive')}
          </ButtonLink>
        ))}
      {toWallet}
    </div>
  );
}
