import { Chip } from '#web/components/Chip';
import { InputField } from '#web/staff/components/FormFields';
import { useFieldErrors, useStaffT } from '#web/staff/lib/i18n';
import { type CounterChoice, INVOICE_KINDS } from '../counter';

/** The customer's e-invoice at the counter: as they set it, a printed proof, a mobile barcode, a tax ID or a donation. */
export function InvoiceFields({
  choice,
  error,
  onChange,
}: {
  choice: CounterChoice;
  error: unknown;
  onChange: (patch: Partial<CounterChoice>) => void;
}) {
  const { t } = useStaffT();
  const { err } = useFieldErrors(error);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{t('counter.invoice.title')}</legend>
      <div className="flex flex-wrap gap-2">
        {INVOICE_KINDS.map((kind) => (
          <Chip key={kind} pressed={choice.invoiceKind === kind} onClick={() => onChange({ invoiceKind: kind })}>
            {t(`counter.invoice.kinds.${kind}`)}
          </Chip>
        ))}
      </div>
      {choice.invoiceKind === 'saved' && <p className="text-xs text-muted">{t('counter.invoice.savedHint')}</p>}
      {choice.invoiceKind === 'mobile' && (
        <InputField
          id="counter-invoice-mobile"
          label={t('counter.invoice.mobile')}
          hint={t('counter.invoice.mobileHint')}
          value={choice.invoiceMobile}
          onChange={(invoiceMobile) => onChange({ invoiceMobile })}
          error={err('invoice.carrier.id') ?? err('invoice.carrier')}
          input={{ autoComplete: 'off', autoCapitalize: 'characters', maxLength: 8 }}
        />
      )}
      {choice.invoiceKind === 'business' && (
        <>
          <InputField
            id="counter-invoice-tax-id"
            label={t('counter.invoice.taxId')}
            value={choice.invoiceTaxId}
            onChange={(invoiceTaxId) => onChange({ invoiceTaxId })}
            error={err('invoice.taxId')}
            input={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 8 }}
          />
          <InputField
            id="counter-invoice-buyer"
            label={t('counter.invoice.buyer')}
            value={choice.invoiceBuyer}
            onChange={(invoiceBuyer) => onChange({ invoiceBuyer })}
            error={err('invoice.buyer')}
            input={{ autoComplete: 'organization', maxLength: 60 }}
          />
        </>
      )}
      {choice.invoiceKind === 'donation' && (
        <InputField
          id="counter-invoice-donation"
          label={t('counter.invoice.donationCode')}
          value={choice.invoiceDonation}
          onChange={(invoiceDonation) => onChange({ invoiceDonation })}
          error={err('invoice.donationCode')}
          input={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 7 }}
        />
      )}
    </fieldset>
  );
}
