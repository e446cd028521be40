import type { CounterView } from '@salon/contract';
import { formatMoney } from '@salon/domain';
import { Card } from '#web/components/Card';
import { Field, selectClass } from '#web/components/Field';
import { useStaffT } from '#web/staff/lib/i18n';
import { type CounterChoice, usableWallet } from '../counter';

/** The customer's voucher, value card and service ticket to use (the wallet's own rules apply). */
export function CounterWalletPicker({
  wallet,
  choice,
  onChange,
}: {
  wallet: CounterView['wallet'];
  choice: CounterChoice;
  onChange: (patch: Partial<CounterChoice>) => void;
}) {
  const { t } = useStaffT();
  const { vouchers, valueCards, tickets } = usableWallet(wallet);
  return (
    <Card title={t('counter.wallet')} id="counter-wallet" className="space-y-3">
      {vouchers.length + valueCards.length + tickets.length === 0 && (
        <p className="text-sm text-muted">{t('counter.noWallet')}</p>
      )}
      {vouchers.length > 0 && (
        <Field id="counter-voucher" label={t('counter.voucher')}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={choice.voucherId}
              onChange={(e) => onChange({ voucherId: e.target.value })}
            >
              <option value="">{t('counter.none')}</option>
              {vouchers.map((v) => (
                <option key={v.customerVoucherId} value={v.customerVoucherId ?? ''}>
                  {v.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {valueCards.length > 0 && (
        <Field id="counter-card" label={t('counter.valueCard')}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={choice.valueCardId}
              onChange={(e) => onChange({ valueCardId: e.target.value })}
            >
              <option value="">{t('counter.none')}</option>
              {valueCards.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} · {t('counter.balance', { amount: formatMoney(c.balance) })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {tickets.length > 0 && (
        <Field id="counter-ticket" label={t('counter.ticket')}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={choice.ticketId}
              onChange={(e) => onChange({ ticketId: e.target.value })}
            >
              <option value="">{t('counter.none')}</option>
              {tickets.map((tk) => (
                <option key={tk.id} value={tk.id}>
                  {tk.name} · {t('counter.usesLeft', { count: tk.usesLeft })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </Card>
  );
}
