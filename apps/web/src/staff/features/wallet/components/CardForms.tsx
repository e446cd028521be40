import { type CounterMethod, formatMoney } from '@salon/domain';
import { useState } from 'react';
import { Checkbox } from '#web/components/Checkbox';
import { Field, inputClass } from '#web/components/Field';
import { InputField } from '#web/staff/components/FormFields';
import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { amountOf, type SaleForm, saleBody } from '../wallet';
import { MethodField, useWalletMoveForm, WalletMoveForm } from './WalletMoveForm';

type Props = { customerId: string; onDone: () => void };

/** Sells a new value card: its name, the amount taken now (its opening balance), expiry, online use. */
export function SellCardForm({ customerId, onDone }: Props) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  const { action, errors, send } = useWalletMoveForm(customerId, onDone);
  const [form, setForm] = useState<SaleForm>({
    name: t('wallet.defaultCardName'),
    amount: '',
    method: 'Cash',
    expires: '',
    payableOnline: true,
  });
  const amount = amountOf(form.amount);
  return (
    <WalletMoveForm
      id="sell-card"
      title={t('wallet.sell')}
      action={action}
      errors={errors}
      submit={
        Number.isFinite(amount) && amount > 0 ? t('wallet.sellFor', { amount: formatMoney(amount) }) : t('wallet.sell')
      }
      onSubmit={() => send({ op: 'sell', body: saleBody(form, zone) })}
      onCancel={onDone}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          id="sell-name"
          label={t('wallet.cardName')}
          error={errors.name}
          value={form.name}
          onChange={(text) => setForm({ ...form, name: text })}
        />
        <InputField
          id="sell-amount"
          label={t('wallet.amount')}
          error={errors.amount}
          input={{ inputMode: 'numeric' }}
          value={form.amount}
          onChange={(text) => setForm({ ...form, amount: text })}
        />
        <MethodField
          id="sell-method"
          value={form.method}
          error={errors.method}
          onChange={(method) => setForm({ ...form, method })}
        />
        <InputField
          id="sell-expires"
          label={t('wallet.expires')}
          hint={t('wallet.expiresHint')}
          error={errors.expireTime}
          input={{ type: 'date' }}
          value={form.expires}
          onChange={(text) => setForm({ ...form, expires: text })}
        />
      </div>
      <Checkbox
        id="sell-online"
        checked={form.payableOnline}
        onChange={(e) => setForm({ ...form, payableOnline: e.target.checked })}
        label={t('wallet.payableOnline')}
        error={errors.payableOnline}
      />
    </WalletMoveForm>
  );
}

/** Tops a card up: the amount taken by a counter method. */
export function TopUpForm({ customerId, cardId, onDone }: Props & { cardId: string }) {
  const { t } = useStaffT();
  const { action, errors, send } = useWalletMoveForm(customerId, onDone);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<CounterMethod>('Cash');
  return (
    <WalletMoveForm
      id={`top-up-${cardId}`}
      title={t('wallet.topUp')}
      action={action}
      errors={errors}
      submit={t('wallet.topUpSubmit')}
      onSubmit={() => send({ op: 'topUp', cardId, body: { amount: amountOf(amount), method } })}
      onCancel={onDone}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          id={`top-up-amount-${cardId}`}
          label={t('wallet.amount')}
          error={errors.amount}
          input={{ inputMode: 'numeric' }}
          value={amount}
          onChange={setAmount}
        />
        <MethodField id={`top-up-method-${cardId}`} value={method} error={errors.method} onChange={setMethod} />
      </div>
    </WalletMoveForm>
  );
}

/** Adjusts a card by + or − with a reason; taking money off asks to confirm first. */
export function AdjustForm({ customerId, cardId, onDone }: Props & { cardId: string }) {
  const { t } = useStaffT();
  const { action, errors, send } = useWalletMoveForm(customerId, onDone);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const value = amountOf(amount);
  const go = () => send({ op: 'adjust', cardId, body: { amount: value, reason } });
  return (
    <WalletMoveForm
      id={`adjust-${cardId}`}
      title={t('wallet.adjust')}
      action={action}
      errors={errors}
      submit={confirming ? t('wallet.confirmTake', { amount: formatMoney(-value) }) : t('wallet.adjustSubmit')}
      onSubmit={() => (value < 0 && !confirming ? setConfirming(true) : go())}
      onCancel={onDone}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id={`adjust-amount-${cardId}`}
          label={t('wallet.adjustAmount')}
          hint={t('wallet.adjustHint')}
          error={errors.amount}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              className={inputClass}
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setConfirming(false);
              }}
            />
          )}
        </Field>
        <InputField
          id={`adjust-reason-${cardId}`}
          label={t('wallet.reason')}
          error={errors.reason}
          value={reason}
          onChange={setReason}
        />
      </div>
      {confirming && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('wallet.confirmTakeText', { amount: formatMoney(-value) })}
        </p>
      )}
    </WalletMoveForm>
  );
}
