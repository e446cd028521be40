import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/Card';
import type { InvoiceDraftState } from '../use-invoice-draft';
import { InvoiceChoiceFields } from './InvoiceChoiceFields';

/** The checkout's e-invoice card: the customer's choice, preselected from last time and remembered for next. */
export function CheckoutInvoice({ id, state }: { id: string; state: InvoiceDraftState }) {
  const { t } = useTranslation();
  return (
    <Card id={id} title={t('invoice.title')}>
      <InvoiceChoiceFields id={`${id}-fields`} draft={state.draft} onChange={state.setDraft} errors={state.errors} />
      <p className="mt-2 text-xs text-muted">{t('invoice.remembered')}</p>
    </Card>
  );
}

/** Brings the first invoice field with a problem into view and focus (once the problem shows). */
export function focusInvoice(id: string) {
  setTimeout(() => {
    const target = document.querySelector<HTMLElement>(`#${id}-fields [aria-invalid="true"]`);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, 50);
}
