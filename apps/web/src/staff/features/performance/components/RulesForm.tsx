import type { CommissionRuleSet, PerformanceRules } from '@salon/contract';
import { BRACKET_MODES } from '@salon/domain';
import { useState } from 'react';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Chip } from '#web/components/Chip';
import { InputField } from '#web/staff/components/FormFields';
import { errorText, useFieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useSaveRules } from '../api/save-rules';
import { type RulesDraft, rulesBody, rulesDraft } from '../performance';
import { ServiceRules } from './ServiceRules';

const percentInput = { type: 'number', inputMode: 'numeric', min: 0, max: 100, step: 1 } as const;

/**
 * The owner's commission rules: the 指定 and 不指定 rates, retail and wallet sales, the assistant's
 * share, rates per service category, material costs per service, brackets on the period's service
 * 業績 (whole or band by band), from a date on.
 */
export function RulesForm({
  code,
  current,
  names,
  today,
}: {
  code: string;
  current: CommissionRuleSet | undefined;
  names: PerformanceRules['names'];
  today: string;
}) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const save = useSaveRules(code);
  const [draft, setDraft] = useState<RulesDraft>(() => rulesDraft(current, today));
  const { err, listErr } = useFieldErrors(save.error);
  const set = (change: Partial<RulesDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setBracket = (i: number, change: Partial<RulesDraft['brackets'][number]>) =>
    set({ brackets: draft.brackets.map((b, j) => (j === i ? { ...b, ...change } : b)) });
  const percent = (id: keyof RulesDraft, path: string) => (
    <InputField
      id={`rules-${id}`}
      label={t(`performance.rules.${id}`)}
      input={percentInput}
      value={draft[id] as string}
      onChange={(text) => set({ [id]: text })}
      error={err(path)}
    />
  );
  return (
    <Card className="space-y-4" title={t('performance.rules.title')}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(rulesBody(draft));
        }}
      >
        <p className="text-sm text-muted">{t('performance.rules.hint')}</p>
        <InputField
          id="rules-effectiveFrom"
          label={t('performance.rules.effectiveFrom')}
          input={{ type: 'date' }}
          value={draft.effectiveFrom}
          onChange={(text) => set({ effectiveFrom: text })}
          error={err('effectiveFrom')}
        />
        <div className="grid gap-3 sm:grid-cols-3">
          {percent('requested', 'service.requested')}
          {percent('assigned', 'service.assigned')}
          {percent('assistantShare', 'assistantShare')}
          {percent('retail', 'retail')}
          {percent('wallet', 'wallet')}
        </div>
        <ServiceRules names={names} draft={draft} set={set} err={err} />
        <fieldset className="space-y-2">
          <legend className="font-medium">{t('performance.rules.brackets')}</legend>
          <p className="text-sm text-muted">{t('performance.rules.bracketsHint')}</p>
          <div className="flex gap-2">
            {BRACKET_MODES.map((mode) => (
              <Chip key={mode} pressed={draft.bracketMode === mode} onClick={() => set({ bracketMode: mode })}>
                {t(`performance.rules.modes.${mode}`)}
              </Chip>
            ))}
          </div>
          {draft.brackets.map((b, i) => (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <InputField
                id={`rules-bracket-from-${i}`}
                label={t('performance.rules.bracketFrom')}
                input={{ type: 'number', inputMode: 'numeric', min: 0, step: 1 }}
                value={b.from}
                onChange={(text) => setBracket(i, { from: text })}
              />
              <InputField
                id={`rules-bracket-bonus-${i}`}
                label={t('performance.rules.bracketBonus')}
                input={percentInput}
                value={b.bonus}
                onChange={(text) => setBracket(i, { bonus: text })}
              />
              <Button variant="secondary" onClick={() => set({ brackets: draft.brackets.filter((_, j) => j !== i) })}>
                {t('performance.rules.removeBracket')}
              </Button>
            </div>
          ))}
          {listErr('brackets') && <p className="text-sm text-red-700">{listErr('brackets')}</p>}
          <Button variant="secondary" onClick={() => set({ brackets: [...draft.brackets, { from: '', bonus: '' }] })}>
            {t('performance.rules.addBracket')}
          </Button>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3" aria-live="polite">
          <Button type="submit" loading={save.isPending}>
            {t('performance.rules.save')}
          </Button>
          {save.isError ? (
            <Banner tone="error">{errorText(save.error, locale)}</Banner>
          ) : save.data ? (
            <p className="text-sm text-green-800">{t('manage.saved')}</p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
