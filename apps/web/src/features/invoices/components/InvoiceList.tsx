import type { CustomerInvoice } from '@salon/contract';
import { formatMoney } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '#web/components/Badge';
import { Card } from '#web/components/Card';

const TONE: Record<CustomerInvoice['status'], BadgeTone> = {
  Issuing: 'sand',
  Issued: 'brand',
  Voided: 'neutral',
  Allowance: 'sand',
};

/** How an invoice was given, in the reader's language: the carrier, the tax ID or the donation code. */
function useCarrierText() {
  const { t } = useTranslation();
  return (invoice: CustomerInvoice) => {
    if (!invoice.kind) return null;
    const key = invoice.kind === 'carrier' ? (invoice.carrierType ?? 'mobile') : invoice.kind;
    return t(`invoice.carrierOf.${key}`, { id: invoice.choice });
  };
}

/**
 * An order's e-invoices as its customer reads them: the number (or that it is being issued), the
 * status, and the carrier, tax ID or donation code. Nothing issued yet: `empty` if given.
 */
export function InvoiceList({
  invoices,
  empty,
  compact = false,
}: {
  invoices: readonly CustomerInvoice[];
  empty?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const carrierText = useCarrierText();
  if (invoices.length === 0) return empty ? <p className="text-sm text-muted">{empty}</p> : null;
  return (
    <ul className={compact ? 'space-y-1' : 'divide-y divide-line/70'} data-testid="invoices">
      {invoices.map((invoice, i) => (
        <li
          key={invoice.number ?? `issuing-${i}`}
          className={`flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm ${compact ? '' : 'py-2'}`}
          data-testid="invoice"
          data-status={invoice.status}
        >
          {invoice.number ? (
            <span className="font-medium tabular-nums tracking-wide" data-testid="invoice-number">
              <span className="sr-only">{t('invoice.number')} </span>
              {invoice.number.slice(0, 2)}-{invoice.number.slice(2)}
            </span>
          ) : (
            <span className="text-muted">{t('invoice.issuing')}</span>
          )}
          <Badge size="xs" tone={TONE[invoice.status]}>
            {t(`invoice.status.${invoice.status}`)}
          </Badge>
          {invoice.allowed > 0 && (
            <span className="text-xs text-muted">{t('invoice.allowed', { amount: formatMoney(invoice.allowed) })}</span>
          )}
          {!compact && carrierText(invoice) && (
            <span className="w-full text-xs text-muted break-all" data-testid="invoice-carrier">
              {carrierText(invoice)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** An order's card of its e-invoices (the booking's, the pickup order's), when it has any. */
export function OrderInvoices({ invoices }: { invoices: readonly CustomerInvoice[] | undefined }) {
  const { t } = useTranslation();
  if (!invoices || invoices.length === 0) return null;
  return (
    <Card id="order-invoices" title={t('invoice.title')}>
      <InvoiceList invoices={invoices} />
    </Card>
  );
}
