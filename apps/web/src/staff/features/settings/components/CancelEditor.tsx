import { CANCEL_POLICIES, type CancelCondition, REFUND_TYPES } from '@salon/domain';
import { Button } from '#web/components/Button';
import { Field, inputClass, selectClass } from '#web/components/Field';
import { PolicyList } from '#web/components/PolicyList';
import { storePolicies } from '#web/lib/store-policies';
import { ChoiceField, InputField } from '#web/staff/components/FormFields';
import { useStaffT } from '#web/staff/lib/i18n';
import { type Bind, SelectField } from './fields';

/** END_TIME (a fixed end) comes from the import only; the screen keeps one it finds. */
const KINDS = ['DAYS', 'HOURS', 'UNLIMITED'] as const;
type Kind = (typeof KINDS)[number] | 'END_TIME';

const kindOf = (deadline: string): { kind: Kind; n: number } => {
  const m = /^(DAYS|HOURS)_(\d+)$/.exec(deadline);
  if (m) return { kind: m[1] as Kind, n: Number(m[2]) };
  return { kind: deadline === 'END_TIME' ? 'END_TIME' : 'UNLIMITED', n: 0 };
};
const deadlineOf = (kind: Kind, n: number) => (kind === 'DAYS' || kind === 'HOURS' ? `${kind}_${n}` : kind);

/**
 * The cancel policy and its conditions, with the refund texts below exactly as the customer's terms
 * page words them (the same storePolicies and PolicyList), for each way of paying the store offers.
 */
export function CancelEditor({ bind, timeZone }: { bind: Bind; timeZone: string }) {
  const { t } = useStaffT();
  const { draft } = bind;
  const conditions = draft.cancelCondition;
  const update = (i: number, change: Partial<CancelCondition>) =>
    bind.set(
      'cancelCondition',
      conditions.map((c, j) => (j === i ? { ...c, ...change } : c)),
    );
  const groups = storePolicies({
    cancelPolicy: draft.cancelPolicy,
    depositRule: draft.depositRule,
    depositScope: draft.depositScope,
    cancelCondition: conditions,
    timeZone,
    deposit: { required: draft.depositRequired, depositValue: draft.depositValue },
    paymentMethods: draft.paymentMethods,
  });

  return (
    <div className="space-y-4">
      <SelectField
        bind={bind}
        name="cancelPolicy"
        label={t('settings.cancelPolicy')}
        hint={t('settings.cancelPolicyHint')}
        options={CANCEL_POLICIES.map((p) => ({ value: p, label: t(`settings.policies.${p}`) }))}
      />
      {draft.cancelPolicy !== 'None' && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t('settings.conditions')}</legend>
          {bind.error('cancelCondition') && <p className="text-sm text-red-700">{bind.error('cancelCondition')}</p>}
          {conditions.map((c, i) => {
            const { kind, n } = kindOf(c.deadline);
            const id = `condition-${i}`;
            const err = (f: string) => bind.error(`cancelCondition.${i}.${f}`);
            return (
              <div
                key={id}
                className="grid items-end gap-2 rounded-xl p-3 ring-1 ring-line sm:grid-cols-[1fr_6rem_1fr_7rem_auto]"
              >
                <Field id={`${id}-kind`} label={t('settings.deadline')} error={err('deadline')}>
                  {(control) => (
                    <select
                      {...control}
                      className={selectClass}
                      value={kind}
                      onChange={(e) => update(i, { deadline: deadlineOf(e.target.value as Kind, n || 1) })}
                    >
                      {(kind === 'END_TIME' ? [...KINDS, kind] : KINDS).map((k) => (
                        <option key={k} value={k}>
                          {t(`settings.deadlines.${k}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <InputField
                  id={`${id}-n`}
                  label={t('settings.howMany')}
                  input={{ type: 'number', min: 0, disabled: kind !== 'DAYS' && kind !== 'HOURS' }}
                  value={kind === 'DAYS' || kind === 'HOURS' ? n : ''}
                  onChange={(text) => update(i, { deadline: deadlineOf(kind, Math.max(0, Number(text))) })}
                />
                <ChoiceField
                  id={`${id}-type`}
                  label={t('settings.refundType')}
                  error={err('refundType')}
                  value={c.refundType}
                  onChange={(value) => update(i, { refundType: value })}
                  options={REFUND_TYPES.map((r) => ({ value: r, label: t(`settings.refundTypes.${r}`) }))}
                />
                <Field
                  id={`${id}-value`}
                  label={c.refundType === 'Percent' ? t('settings.percent') : t('settings.amount')}
                  error={err(c.refundType === 'Percent' ? 'refundPercent' : 'refundAmount')}
                >
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      min={0}
                      className={inputClass}
                      value={c.refundType === 'Percent' ? c.refundPercent : c.refundAmount}
                      onChange={(e) =>
                        update(
                          i,
                          c.refundType === 'Percent'
                            ? { refundPercent: Number(e.target.value) }
                            : { refundAmount: Number(e.target.value) },
                        )
                      }
                    />
                  )}
                </Field>
                <Button
                  variant="dangerOutline"
                  aria-label={t('settings.removeCondition', { n: i + 1 })}
                  onClick={() =>
                    bind.set(
                      'cancelCondition',
                      conditions.filter((_, j) => j !== i),
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
            disabled={conditions.length >= 10}
            onClick={() =>
              bind.set('cancelCondition', [
                ...conditions,
                { deadline: 'DAYS_1', refundType: 'Percent', refundPercent: 100, refundAmount: 0 },
              ])
            }
          >
            {t('settings.addCondition')}
          </Button>
        </fieldset>
      )}
      <section aria-labelledby="policy-preview" className="space-y-3 rounded-xl bg-canvas p-3">
        <h3 id="policy-preview" className="text-sm font-semibold">
          {t('settings.preview')}
        </h3>
        {groups.map(({ methods, policy }) => (
          <div key={methods[0]?.method} className="space-y-2" data-testid="settings-policy-preview">
            <p className="text-sm text-muted">
              {methods.map((m) => m.name).join('、')}
              {' · '}
              {policy.prepayment.scope === null ? t('settings.payAtSalon') : t('settings.prepays')}
            </p>
            <PolicyList lines={policy.lines} timeZone={timeZone} />
          </div>
        ))}
      </section>
    </div>
  );
}
