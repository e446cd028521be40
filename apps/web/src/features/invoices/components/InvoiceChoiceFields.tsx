import { useTranslation } from 'react-i18next';
import { Chip } from '#web/components/Chip';
import { Field, inputClass } from '#web/components/Field';
import { INVOICE_OPTIONS, type InvoiceDraft, type InvoiceField } from '../draft';

type TextField = 'mobile' | 'citizen' | 'taxId' | 'buyer' | 'donation';

const API_FIELD: Record<TextField, InvoiceField> = {
  mobile: 'invoice.carrier.id',
  citizen: 'invoice.carrier.id',
  taxId: 'invoice.taxId',
  buyer: 'invoice.buyer',
  donation: 'invoice.donationCode',
};

const INPUT: Record<TextField, { inputMode?: 'numeric'; autoComplete: string; maxLength: number; caps?: boolean }> = {
  mobile: { autoComplete: 'off', maxLength: 8, caps: true },
  citizen: { autoComplete: 'off', maxLength: 16, caps: true },
  taxId: { inputMode: 'numeric', autoComplete: 'off', maxLength: 8 },
  buyer: { autoComplete: 'organization', maxLength: 60 },
  donation: { inputMode: 'numeric', autoComplete: 'off', maxLength: 7 },
};

/**
 * The customer's e-invoice choice: a printed proof, a mobile barcode, a citizen certificate, the
 * member carrier, a company's tax ID with its name, or a donation. `errors` are by the API's field
 * (`invoice.taxId`, …): a message's key under `invoice.errors`, or the API's own message.
 */
export function InvoiceChoiceFields({
  id,
  draft,
  onChange,
  errors,
}: {
  id: string;
  draft: InvoiceDraft;
  onChange: (next: InvoiceDraft) => void;
  errors: Partial<Record<InvoiceField, string>>;
}) {
  const { t } = useTranslation();
  const errorOf = (field: TextField) => {
    const error = errors[API_FIELD[field]];
    if (!error) return null;
    return t(`invoice.errors.${error}`, { defaultValue: error });
  };
  const input = (field: TextField) => {
    const spec = INPUT[field];
    return (
      <Field id={`${id}-${field}`} label={t(`invoice.fields.${field}`)} error={errorOf(field)}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            value={draft[field]}
            inputMode={spec.inputMode}
            autoComplete={spec.autoComplete}
            autoCapitalize={spec.caps ? 'characters' : undefined}
            maxLength={spec.maxLength}
            onChange={(e) => onChange({ ...draft, [field]: e.target.value })}
          />
        )}
      </Field>
    );
  };
  const hint = t(`invoice.hints.${draft.option}`, { defaultValue: '' });
  return (
    <fieldset id={id} className="space-y-3">
      <legend className="mb-2 text-sm text-muted">{t('invoice.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {INVOICE_OPTIONS.map((option) => (
          <Chip key={option} pressed={draft.option === option} onClick={() => onChange({ ...draft, option })}>
            {t(`invoice.options.${option}`)}
          </Chip>
        ))}
      </div>
      {hint && <p className="text-xs text-muted">{hint}</p>}
      {draft.option === 'mobile' && input('mobile')}
      {draft.option === 'citizen' && input('citizen')}
      {draft.option === 'business' && (
        <>
          {input('taxId')}
          {input('buyer')}
        </>
      )}
      {draft.option === 'donation' && input('donation')}
    </fieldset>
  );
}
