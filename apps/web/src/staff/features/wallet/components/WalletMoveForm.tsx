import { COUNTER_METHODS, type CounterMethod } from '@salon/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { ChoiceField } from '#web/staff/components/FormFields';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, fieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useWalletMove } from '../api/use-wallet-move';

type Action = ReturnType<typeof useWalletMove>;
type Send = Parameters<Action['mutate']>[0]['move'];

/**
 * One move's form: its own idempotency key for as long as it is open (a double click or a retry
 * after a dropped answer makes one move), the API's message under each field it names, anything
 * else in a banner above the buttons; closes when the move is made.
 */
export function useWalletMoveForm(customerId: string, onDone: () => void) {
  const code = useStaffCode();
  const action = useWalletMove(code, customerId);
  const [key] = useState(() => crypto.randomUUID());
  const errors = fieldErrors(action.error);
  const send = (move: Send) => action.mutate({ move, key }, { onSuccess: onDone });
  return { action, errors, send };
}

export function WalletMoveForm({
  id,
  title,
  action,
  errors,
  submit,
  onSubmit,
  onCancel,
  children,
}: {
  id: string;
  title: string;
  action: Action;
  errors: Record<string, string>;
  submit: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const named = Object.keys(errors).length > 0;
  const handle = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={handle}
      className="space-y-3 rounded-xl bg-canvas p-3 ring-1 ring-line"
      noValidate
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      {children}
      {action.isError && (
        <Banner tone="error">{named ? t('wallet.fixFields') : errorText(action.error, locale)}</Banner>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={action.isPending}>
          {submit}
        </Button>
      </div>
    </form>
  );
}

/** The counter methods, as the counter names them. */
export function MethodField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: CounterMethod;
  onChange: (method: CounterMethod) => void;
  error?: string;
}) {
  const { t } = useStaffT();
  return (
    <ChoiceField
      id={id}
      label={t('wallet.method')}
      error={error}
      value={value}
      onChange={onChange}
      options={COUNTER_METHODS.map((m) => ({ value: m, label: t(`counter.methods.${m}`) }))}
    />
  );
}
