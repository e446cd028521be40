import { Button } from '#web/components/Button';
import { InputField } from '#web/staff/components/FormFields';
import { useStaffT } from '#web/staff/lib/i18n';
import type { CounterChoice } from '../counter';

/** A manual discount with its reason (owner and manager): dollars off what is due, kept in the audit log. */
export function DiscountFields({
  choice,
  open,
  onOpen,
  onChange,
}: {
  choice: CounterChoice;
  open: boolean;
  onOpen: (open: boolean) => void;
  onChange: (patch: Partial<CounterChoice>) => void;
}) {
  const { t } = useStaffT();
  if (!open)
    return (
      <Button variant="secondary" block onClick={() => onOpen(true)}>
        {t('counter.addDiscount')}
      </Button>
    );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{t('counter.discount')}</legend>
      <InputField
        id="counter-discount-amount"
        label={t('counter.discountAmount')}
        value={choice.discountAmount}
        onChange={(discountAmount) => onChange({ discountAmount })}
        input={{ inputMode: 'numeric', autoComplete: 'off' }}
      />
      <InputField
        id="counter-discount-reason"
        label={t('counter.discountReason')}
        hint={t('counter.discountHint')}
        value={choice.discountReason}
        onChange={(discountReason) => onChange({ discountReason })}
        input={{ maxLength: 200 }}
      />
      <Button
        variant="link"
        onClick={() => {
          onChange({ discountAmount: '', discountReason: '' });
          onOpen(false);
        }}
      >
        {t('counter.removeDiscount')}
      </Button>
    </fieldset>
  );
}
