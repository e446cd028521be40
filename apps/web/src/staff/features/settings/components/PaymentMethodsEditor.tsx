import { PAYMENT_METHODS, type PaymentMethod } from '@salon/domain';
import { Button } from '#web/components/Button';
import { Checkbox } from '#web/components/Checkbox';
import { Field, inputClass } from '#web/components/Field';
import { ChoiceField } from '#web/staff/components/FormFields';
import { useStaffT } from '#web/staff/lib/i18n';
import type { Bind } from './fields';

/** The ways of paying the store offers, in its order: kind, the name customers see, prepaid, last digits. */
export function PaymentMethodsEditor({ bind }: { bind: Bind }) {
  const { t } = useStaffT();
  const methods = bind.draft.paymentMethods;
  const update = (i: number, change: Partial<PaymentMethod>) =>
    bind.set(
      'paymentMethods',
      methods.map((m, j) => (j === i ? { ...m, ...change } : m)),
    );
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t('settings.payment')}</legend>
      {methods.length === 0 && <p className="text-sm text-muted">{t('settings.noMethods')}</p>}
      {methods.map((m, i) => {
        const id = `method-${i}`;
        const err = (f: string) => bind.error(`paymentMethods.${i}.${f}`);
        return (
          <div
            key={id}
            className="grid items-end gap-2 rounded-xl p-3 ring-1 ring-line sm:grid-cols-[1fr_1fr_8rem_auto_auto]"
          >
            <ChoiceField
              id={`${id}-kind`}
              label={t('settings.methodKind')}
              error={err('method')}
              value={m.method}
              onChange={(value) => update(i, { method: value })}
              options={PAYMENT_METHODS.map((k) => ({
                value: k,
                label: t(`figures.methods.${k}`, { defaultValue: k }),
              }))}
            />
            <Field id={`${id}-name`} label={t('settings.methodName')} error={err('name')}>
              {(control) => (
                <input
                  {...control}
                  className={inputClass}
                  value={m.name}
                  maxLength={100}
                  onChange={(e) => update(i, { name: e.target.value })}
                />
              )}
            </Field>
            <Field id={`${id}-last`} label={t('settings.lastNum')} error={err('lastNum')}>
              {(control) => (
                <input
                  {...control}
                  className={inputClass}
                  value={m.lastNum ?? ''}
                  maxLength={20}
                  onChange={(e) => update(i, { lastNum: e.target.value || null })}
                />
              )}
            </Field>
            <Checkbox
              id={`${id}-prepaid`}
              label={t('settings.prepaid')}
              checked={m.isPrepaid}
              onChange={(e) => update(i, { isPrepaid: e.target.checked })}
            />
            <Button
              variant="dangerOutline"
              aria-label={t('settings.removeMethod', { name: m.name })}
              onClick={() =>
                bind.set(
                  'paymentMethods',
                  methods.filter((_, j) => j !== i),
                )
              }
            >
              {t('settings.remove')}
            </Button>
          </div>
        );
      })}
      <Button
        variant="secondary"
        disabled={methods.length >= 10}
        onClick={() =>
          bind.set('paymentMethods', [...methods, { method: 'Cash', isPrepaid: false, lastNum: null, name: '' }])
        }
      >
        {t('settings.addMethod')}
      </Button>
    </fieldset>
  );
}
