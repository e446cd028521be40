import type { StaffWallet } from '@salon/contract';
import { formatDiscount, formatMoney } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field, inputClass, selectClass } from '#web/components/Field';
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
      <Field id="issue-voucher-id" label={t('wallet.voucher')} error={errors.voucherId}>
        {(control) => (
          <select {...control} className={selectClass} value={voucherId} onChange={(e) => setVoucherId(e.target.value)}>
            {issuable.map((v) => (
              <option key={v.voucherId} value={v.voucherId}>
                {`${v.name}（${formatDiscount({ type: v.discountType, value: v.discountValue }, locale)}）${
                  v.left === null ? '' : ` · ${t('wallet.left', { count: v.left })}`
                }`}
              </option>
            ))}
          </select>
        )}
      </Field>
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
        <Field id="ticket-service" label={t('wallet.service')} error={errors.productId}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={productId}
              onChange={(e) => setForm({ ...form, productId: e.target.value })}
            >
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
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
        <Field id="ticket-uses" label={t('wallet.uses')} error={errors.totalUses}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              className={inputClass}
              value={form.uses}
              onChange={(e) => setForm({ ...form, uses: e.target.value })}
            />
          )}
        </Field>
        <Field id="ticket-price" label={t('wallet.price')} error={errors.price}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              className={inputClass}
              value={form.price}
              onChange={(e) => setForm({ ...form, price: e.target.value })}
            />
          )}
        </Field>
        <MethodField
          id="ticket-method"
          value={form.method}
          error={errors.method}
          onChange={(method) => setForm({ ...form, method })}
        />
        <Field id="ticket-until" label={t('wallet.until')} hint={t('wallet.untilHint')} error={errors.endTime}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={inputClass}
              value={form.until}
              onChange={(e) => setForm({ ...form, until: e.target.value })}
            />
          )}
        </Field>
      </div>
    </WalletMoveForm>
  );
}
