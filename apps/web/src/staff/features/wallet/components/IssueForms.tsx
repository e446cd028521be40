import type { StaffWallet } from '@salon/contract';
import { formatDiscount, formatMoney } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field, inputClass } from '#web/components/Field';
import { ChoiceField, InputField } from '#web/staff/components/FormFields';
import { serviceMenuQuery } from '#web/staff/lib/get-service-menu';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { amountOf, type TicketForm, ticketBody, ticketName } from '../wallet';
import { MethodField, useWalletMoveForm, WalletMoveForm } from './WalletMoveForm';

type Props = { customerId: string; onDone: () => void };

/** Hands one of the store's vouchers to the customer (counted in the voucher's total). */
export function IssueVoucherForm({ customerId, issuable, onDone }: Props & { issuable: StaffWallet['issuable'] }) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const { action, errors, send } = useWalletMoveForm(customerId, onDone);
  const [voucherId, setVoucherId] = useState(issuable[0]?.voucherId ?? '');
  return (
    <WalletMoveForm
      id="issue-voucher"
      title={t('wallet.issue')}
      action={action}
      errors={errors}
      submit={t('wallet.issueSubmit')}
      onSubmit={() => send({ op: 'voucher', body: { voucherId } })}
      onCancel={onDone}
    >
      <ChoiceField
        id="issue-voucher-id"
        label={t('wallet.voucher')}
        error={errors.voucherId}
        value={voucherId}
        onChange={setVoucherId}
        options={issuable.map((v) => ({
          value: v.voucherId,
          label: `${v.name}（${formatDiscount({ type: v.discountType, value: v.discountValue }, locale)}）${
            v.left === null ? '' : ` · ${t('wallet.left', { count: v.left })}`
          }`,
        }))}
      />
    </WalletMoveForm>
  );
}

/** Sells a ticket of one service: its uses, the price taken, and the last day it may be used (none: no deadline). */
export function SellTicketForm({ customerId, onDone }: Props) {
  const { t } = useStaffT();
  const code = useStaffCode();
  const zone = useStoreZone();
  const menu = useQuery(serviceMenuQuery(code));
  const services = menu.data?.products ?? [];
  const { action, errors, send } = useWalletMoveForm(customerId, onDone);
  const [form, setForm] = useState<TicketForm>({
    productId: '',
    name: '',
    uses: '5',
    price: '',
    method: 'Cash',
    until: '',
  });
  const [named, setNamed] = useState(false);
  const productId = form.productId || services[0]?.id || '';
  const service = services.find((s) => s.id === productId);
  const name = named ? form.name : service ? ticketName(service.name, form.uses) : form.name;
  const price = amountOf(form.price);
  return (
    <WalletMoveForm
      id="sell-ticket"
      title={t('wallet.sellTicket')}
      action={action}
      errors={errors}
      submit={
        Number.isFinite(price) && price > 0
          ? t('wallet.sellFor', { amount: formatMoney(price) })
          : t('wallet.sellTicket')
      }
      onSubmit={() => send({ op: 'ticket', body: ticketBody({ ...form, productId, name }, zone) })}
      onCancel={onDone}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <ChoiceField
          id="ticket-service"
          label={t('wallet.service')}
          error={errors.productId}
          value={productId}
          onChange={(value) => setForm({ ...form, productId: value })}
          options={services.map((s) => ({ value: s.id, label: s.name }))}
        />
        <Field id="ticket-name" label={t('wallet.ticketName')} error={errors.name}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              value={name}
              onChange={(e) => {
                setNamed(true);
                setForm({ ...form, name: e.target.value });
              }}
            />
          )}
        </Field>
        <InputField
          id="ticket-uses"
          label={t('wallet.uses')}
          error={errors.totalUses}
          input={{ inputMode: 'numeric' }}
          value={form.uses}
          onChange={(text) => setForm({ ...form, uses: text })}
        />
        <InputField
          id="ticket-price"
          label={t('wallet.price')}
          error={errors.price}
          input={{ inputMode: 'numeric' }}
          value={form.price}
          onChange={(text) => setForm({ ...form, price: text })}
        />
        <MethodField
          id="ticket-method"
          value={form.method}
          error={errors.method}
          onChange={(method) => setForm({ ...form, method })}
        />
        <InputField
          id="ticket-until"
          label={t('wallet.until')}
          hint={t('wallet.untilHint')}
          error={errors.endTime}
          input={{ type: 'date' }}
          value={form.until}
          onChange={(text) => setForm({ ...form, until: text })}
        />
      </div>
    </WalletMoveForm>
  );
}
