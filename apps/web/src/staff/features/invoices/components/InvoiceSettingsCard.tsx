import { INVOICE_PROVIDERS, type InvoiceProviderName } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Checkbox } from '#web/components/Checkbox';
import { Chip } from '#web/components/Chip';
import { InputField } from '#web/staff/components/FormFields';
import { Loadable } from '#web/staff/components/ManagePage';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, useFieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { invoiceSettingsQuery, useSaveInvoiceSettings } from '../api/invoice-settings';

/** The owner's e-invoice settings: on or off, the provider, ECPay's merchant id and keys (write-only), test mode. */
export function InvoiceSettingsCard() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const settings = useQuery(invoiceSettingsQuery(code));
  return (
    <Card title={t('invoices.settings.title')} id="invoice-settings">
      <Loadable query={settings} rows={2}>
        {(s) => <SettingsForm key={`${s.provider}${s.merchantId}${s.enabled}`} initial={s} />}
      </Loadable>
    </Card>
  );
}

function SettingsForm({
  initial,
}: {
  initial: {
    enabled: boolean;
    provider: InvoiceProviderName;
    merchantId: string | null;
    keysSet: boolean;
    testMode: boolean;
  };
}) {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const save = useSaveInvoiceSettings(code);
  const { err } = useFieldErrors(save.error);
  const [enabled, setEnabled] = useState(initial.enabled);
  const [provider, setProvider] = useState(initial.provider);
  const [merchantId, setMerchantId] = useState(initial.merchantId ?? '');
  const [hashKey, setHashKey] = useState('');
  const [hashIv, setHashIv] = useState('');
  const [testMode, setTestMode] = useState(initial.testMode);
  const submit = () =>
    save.mutate({
      enabled,
      provider,
      testMode,
      ...(provider === 'ecpay' ? { merchantId: merchantId.trim() || null } : {}),
      ...(hashKey ? { hashKey } : {}),
      ...(hashIv ? { hashIv } : {}),
    });
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Checkbox
        id="invoice-enabled"
        label={t('invoices.settings.enabled')}
        checked={enabled}
        onChange={(e) => setEnabled(e.target.checked)}
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-medium">{t('invoices.settings.provider')}</legend>
        {INVOICE_PROVIDERS.map((p) => (
          <Chip key={p} pressed={provider === p} onClick={() => setProvider(p)}>
            {t(`invoices.settings.providers.${p}`)}
          </Chip>
        ))}
      </fieldset>
      {provider === 'ecpay' && (
        <div className="grid gap-3 sm:grid-cols-3">
          <InputField
            id="invoice-merchant"
            label={t('invoices.settings.merchantId')}
            value={merchantId}
            onChange={setMerchantId}
            error={err('merchantId')}
            input={{ inputMode: 'numeric', autoComplete: 'off' }}
          />
          <InputField
            id="invoice-hash-key"
            label="HashKey"
            hint={initial.keysSet ? t('invoices.settings.keysSet') : undefined}
            value={hashKey}
            onChange={setHashKey}
            error={err('hashKey')}
            input={{ type: 'password', autoComplete: 'off' }}
          />
          <InputField
            id="invoice-hash-iv"
            label="HashIV"
            value={hashIv}
            onChange={setHashIv}
            error={err('hashIv')}
            input={{ type: 'password', autoComplete: 'off' }}
          />
          <Checkbox
            id="invoice-test-mode"
            label={t('invoices.settings.testMode')}
            checked={testMode}
            onChange={(e) => setTestMode(e.target.checked)}
          />
        </div>
      )}
      <Banner tone="error">{save.isError ? errorText(save.error, locale) : null}</Banner>
      <Banner tone="success">{save.data && !save.isPending ? t('invoices.settings.saved') : null}</Banner>
      <Button type="submit" loading={save.isPending}>
        {t('invoices.settings.save')}
      </Button>
    </form>
  );
}
