import type { CheckoutSummary, OrderPayment } from '@salon/contract';
import type { OrderLine, PaymentMethodName } from '@salon/domain';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/Card';
import { PaymentBreakdown, WalletPicker, type WalletSelection } from '#web/features/wallet';
import { PaymentMethods } from './PaymentMethods';

/**
 * The payment card of a checkout page: what of the wallet to use, what it takes off, and the
 * method for the rest (or that the wallet pays it all); says so when no method is chosen yet.
 */
export function PaymentChoice({
  id,
  title,
  cname,
  wallet,
  onWalletChange,
  productIds,
  withTickets,
  lines,
  payment,
  choice,
  onChoose,
  methodsRef,
  missing,
  before,
  afterMethods,
}: {
  /** The card heading's id. */
  id: string;
  title: string;
  cname: string;
  wallet: WalletSelection;
  onWalletChange: (next: WalletSelection) => void;
  /** What is being bought: which vouchers and tickets apply. */
  productIds: string[];
  /** Service tickets pay services: bookings only. */
  withTickets: boolean;
  /** The order's priced lines, when known: vouchers that cannot apply to them are greyed with the reason. */
  lines?: readonly OrderLine[];
  payment: OrderPayment | undefined;
  /** What choice.ts worked out of the methods, the pick and the wallet. */
  choice: {
    forRest: CheckoutSummary['paymentMethods'];
    chosen: PaymentMethodName | null;
    usesWallet: boolean;
    coveredByWallet: boolean;
  };
  onChoose: (method: PaymentMethodName) => void;
  methodsRef: Ref<HTMLDivElement>;
  /** The error shown once the customer tried to go on without a method. */
  missing: string | null;
  /** Above the wallet (the deposit). */
  before?: ReactNode;
  /** Under the methods for the rest (what an online method charges now). */
  afterMethods?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card id={id} title={title}>
      {before}
      <WalletPicker
        cname={cname}
        selection={wallet}
        onChange={onWalletChange}
        productIds={productIds}
        withTickets={withTickets}
        lines={lines}
      />
      {payment && <PaymentBreakdown payment={payment} />}
      <div ref={methodsRef} id="payment-methods" className="mt-4">
        {choice.coveredByWallet ? (
          <p className="text-sm font-medium text-brand-800">{t('wallet.pay.paidByWallet')}</p>
        ) : (
          <>
            {choice.usesWallet && <p className="mb-2 text-sm font-medium">{t('wallet.pay.restBy')}</p>}
            <PaymentMethods methods={choice.forRest} chosen={choice.chosen} onChoose={onChoose} />
            {afterMethods}
          </>
        )}
      </div>
      {missing && (
        <p role="alert" className="mt-2 text-xs font-medium text-red-700">
          {missing}
        </p>
      )}
    </Card>
  );
}
