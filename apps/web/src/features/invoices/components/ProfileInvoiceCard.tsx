import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { queryClient } from '#web/lib/query-client';
import { invoiceChoiceQuery, saveInvoiceChoice } from '../api/invoice-choice';
import { draftOf, type InvoiceDraft, requestOf } from '../draft';
import { useInvoiceDraft } from '../use-invoice-draft';
import { focusInvoice } from './CheckoutInvoice';
import { InvoiceChoiceFields } from './InvoiceChoiceFields';

/** The profile's e-invoice card: the choice used by default at checkout (GET/PUT /customer/invoice). */
export function ProfileInvoiceCard({ cname }: { cname: string }) {
  const { t } = useTranslation();
  const saved = useQuery(invoiceChoiceQuery(cname));
  const state = useInvoiceDraft(cname);
  const [savedDraft, setSavedDraft] = useState<InvoiceDraft | null>(null);
  const save = useMutation({
    mutationFn: (draft: InvoiceDraft) => {
      const request = requestOf(draft);
      return saveInvoiceChoice(cname, Object.keys(request).length === 0 ? null : request);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(invoiceChoiceQuery(cname).queryKey, next);
      // As the API keeps it (a barcode in capitals).
      state.setDraft(draftOf(next.invoice));
      setSavedDraft(draftOf(next.invoice));
    },
    onError: (error) => {
      if (state.showRefusal(error)) focusInvoice('invoice-card');
    },
  });
  const submit = () => {
    if (!state.check()) return focusInvoice('invoice-card');
    save.mutate(state.draft);
  };
  const unchanged =
    JSON.stringify(requestOf(state.draft)) === JSON.stringify(requestOf(savedDraft ?? draftOf(saved.data?.invoice)));
  const body = () => {
    if (saved.isPending) return <Skeleton className="h-24 w-full rounded-xl" />;
    if (saved.isError) return <LoadError error={saved.error} onRetry={() => void saved.refetch()} />;
    return (
      <form
        className="space-y-3 pb-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className="text-xs text-muted">{t('invoice.profileHint')}</p>
        <InvoiceChoiceFields
          id="invoice-card-fields"
          draft={state.draft}
          onChange={state.setDraft}
          errors={state.errors}
        />
        <Button type="submit" variant="secondary" block disabled={save.isPending}>
          {save.isPending ? t('invoice.saving') : t('invoice.save')}
        </Button>
        <p role="status" className="min-h-4 text-xs text-muted" data-testid="invoice-status">
          {save.isSuccess && unchanged ? t('invoice.saved') : ''}
        </p>
        {save.isError && !Object.keys(state.errors).length && (
          <LoadError error={save.error} onRetry={() => save.variables && save.mutate(save.variables)} />
        )}
      </form>
    );
  };
  return (
    <Card raised padding="none" aria-labelledby="invoice-title" className="px-4 pt-2">
      <h2 id="invoice-title" className="py-2 font-semibold">
        {t('invoice.title')}
      </h2>
      {body()}
    </Card>
  );
}
