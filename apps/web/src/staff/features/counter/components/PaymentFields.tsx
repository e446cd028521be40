import { COUNTER_METHODS, formatMoney } from '@salon/domain';
import { Button } from '#web/components/Button';
import { Chip } from '#web/components/Chip';
import { InputField } from '#web/staff/components/FormFields';
import { useStaffT } from '#web/staff/lib/i18n';
import { type CounterChoice, cashAndChange, splitsFor } from '../counter';

/**
 * How the rest is paid: one counter method, or two (the second's part typed, the first the rest);
 * with cash, what the customer hands over and the change to give back.
 */
export function PaymentFields({
  choice,
  due,
  onChange,
}: {
  choice: CounterChoice;
  due: number;
  onChange: (patch: Partial<CounterChoice>) => void;
}) {
  const { t } = useStaffT();
  const splits = splitsFor(choice, due);
  const { cash, tendered, change } = cashAndChange(splits, choice.tendered);
  const splitting = choice.second !== '';
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">
          {splitting ? t('counter.firstMethod') : t('counter.method')}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {COUNTER_METHODS.map((m) => (
            <Chip
              key={m}
              pressed={choice.method === m}
              onClick={() => onChange({ method: m, ...(choice.second === m ? { second: '', secondAmount: '' } : {}) })}
            >
              {t(`counter.methods.${m}`)}
            </Chip>
          ))}
        </div>
      </fieldset>
      {splitting ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">{t('counter.secondMethod')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {COUNTER_METHODS.filter((m) => m !== choice.method).map((m) => (
              <Chip key={m} pressed={choice.second === m} onClick={() => onChange({ second: m })}>
                {t(`counter.methods.${m}`)}
              </Chip>
            ))}
          </div>
          <InputField
            id="counter-second-amount"
            label={t('counter.secondAmount', { method: t(`counter.methods.${choice.second || 'Cash'}`) })}
            value={choice.secondAmount}
            onChange={(secondAmount) => onChange({ secondAmount })}
            input={{ inputMode: 'numeric', autoComplete: 'off' }}
            error={choice.secondAmount && !splits ? t('counter.secondAmountError', { due: formatMoney(due) }) : null}
          />
          {splits && splits.length > 1 && (
            <p className="text-sm" data-testid="counter-splits">
              {splits.map((s) => `${t(`counter.methods.${s.method}`)} ${formatMoney(s.amount)}`).join(' ＋ ')}
            </p>
          )}
          <Button variant="link" onClick={() => onChange({ second: '', secondAmount: '' })}>
            {t('counter.oneMethod')}
          </Button>
        </fieldset>
      ) : (
        due > 1 && (
          <Button
            variant="secondary"
            block
            onClick={() => onChange({ second: COUNTER_METHODS.find((m) => m !== choice.method) ?? 'Cash' })}
          >
            {t('counter.addMethod')}
          </Button>
        )
      )}
      {cash > 0 && (
        <div className="space-y-1 rounded-xl bg-stone-50 p-3 ring-1 ring-line">
          <InputField
            id="counter-tendered"
            label={t('counter.tendered', { amount: formatMoney(cash) })}
            value={choice.tendered}
            onChange={(text) => onChange({ tendered: text })}
            input={{ inputMode: 'numeric', autoComplete: 'off' }}
            error={choice.tendered && tendered !== null && change === null ? t('counter.tenderedShort') : null}
          />
          {change !== null && (
            <p className="flex justify-between text-lg font-semibold" aria-live="polite">
              <span>{t('counter.change')}</span>
              <span className="tabular-nums" data-testid="counter-change">
                {formatMoney(change)}
              </span>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
