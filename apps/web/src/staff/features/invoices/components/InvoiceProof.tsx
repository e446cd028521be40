import type { StaffInvoice } from '@salon/contract';
import { formatMoney, invoicePeriodLabel, proofBarcode, proofQrData } from '@salon/domain';
import { useStaffT } from '#web/staff/lib/i18n';

/**
 * The printed proof (電子發票證明聯) in the 5.7 cm thermal layout: the store, 電子發票證明聯, the
 * period, the number, date and time, random code and total, then the codes' data (the provider's
 * printer draws the barcode and the two QR codes from it).
 */
export function InvoiceProof({ invoice, storeName, zone }: { invoice: StaffInvoice; storeName: string; zone: string }) {
  const { t } = useStaffT();
  const at = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(invoice.at * 1000));
  const number = invoice.number ?? '';
  return (
    <article
      aria-label={t('invoices.proof')}
      className="mx-auto space-y-1 bg-white p-2 text-center font-mono text-xs text-black"
      style={{ width: '57mm' }}
      data-testid="invoice-proof"
    >
      <p className="text-sm font-bold">{storeName}</p>
      <p className="text-base font-bold">電子發票證明聯</p>
      <p className="text-base font-bold">{invoicePeriodLabel(invoice.at)}</p>
      <p className="text-base font-bold">{number.replace(/^([A-Z]{2})/, '$1-')}</p>
      <p>{at}</p>
      <p className="flex justify-between">
        <span>隨機碼 {invoice.randomCode}</span>
        <span>總計 {formatMoney(invoice.amount)}</span>
      </p>
      {invoice.choiceKind === 'business' && <p className="text-left">買方 {invoice.choice}</p>}
      <p className="break-all border-y border-black py-1" data-testid="proof-barcode">
        {proofBarcode(invoice.at, number, invoice.randomCode ?? '')}
      </p>
      <p className="break-all text-[0.6rem]" data-testid="proof-qr">
        {proofQrData({
          number,
          issuedAt: invoice.at,
          randomCode: invoice.randomCode ?? '',
          amount: invoice.amount,
          buyerTaxId: invoice.choiceKind === 'business' ? invoice.choice : null,
          sellerTaxId: null,
        })}
      </p>
      <p className="break-all text-[0.6rem]">**{number}</p>
    </article>
  );
}
