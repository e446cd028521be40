import type { FormView } from '@salon/contract';
import {
  checkAnswers,
  type FormAnswer,
  formatAnswerIssue,
  formatFull,
  formatWeekday,
  formTexts,
  isoDay,
} from '@salon/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { Button, ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { LoadError } from '#web/components/LoadError';
import { PageSkeleton } from '#web/components/Skeleton';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { isApiError } from '#web/lib/api';
import { nowSeconds } from '#web/lib/clock';
import { errorText } from '#web/lib/error-text';
import { useDisplayLocale } from '#web/lib/i18n';
import { useLoginToken } from '#web/lib/session';
import { formQuery } from './api/form';
import { saveForm } from './api/save-form';
import { uploadSignature } from './api/upload-signature';
import { FormFieldInput } from './components/FormFieldInput';
import { SignInToOpen } from './components/SignInToOpen';
import { SubmittedForm } from './components/SubmittedForm';
import { fieldErrorsOf, PENDING_SIGNATURE } from './form-errors';

/**
 * form/:formId: its customer fills in and signs a form of the store (draft or submit); read-only once
 * submitted. Signed out it asks to sign in; another customer's form is not found.
 */
export default function FormDetailPage() {
  const { t } = useTranslation();
  const params = useStoreParams();
  const formId = params.formId ?? '';
  const token = useLoginToken(params.cname);
  const form = useQuery({ ...formQuery(params.cname, formId), enabled: token !== null });
  const locale = useDisplayLocale();
  const [justSubmitted, setJustSubmitted] = useState(false);

  if (!token || isApiError(form.error, 'UNAUTHORIZED')) return <SignInToOpen />;
  if (form.isPending) return <PageSkeleton label={t('app.loading')} />;
  if (form.isError) {
    if (isApiError(form.error, 'FORM_NOT_FOUND') || isApiError(form.error, 'VALIDATION_FAILED')) {
      return (
        <div className="px-4 py-8">
          <EmptyState icon="doc" title={t('forms.notFound')}>
            <p className="text-sm text-muted">{t('forms.notFoundText')}</p>
            <ButtonLink to={pathTo('Store', { cname: params.cname, userId: params.userId })} className="mt-2">
              {t('forms.backToStore')}
            </ButtonLink>
          </EmptyState>
        </div>
      );
    }
    return (
      <div className="px-4 py-8">
        <LoadError onRetry={() => form.refetch()} />
      </div>
    );
  }
  // In the language shown: the store's English where it gave it (the answers stay the store's words).
  const shown = { ...form.data, ...formTexts(form.data, locale) };
  return (
    <div className="space-y-4 px-4 pt-4 pb-8" data-testid="form-detail">
      <FormHeader form={shown} />
      {shown.status === 'Submitted' ? (
        <SubmittedForm form={shown} justSubmitted={justSubmitted} />
      ) : (
        <FillForm form={shown} onSubmitted={() => setJustSubmitted(true)} />
      )}
      {form.data.bookingId && (
        <ButtonLink
          to={pathTo('BookingDetail', { cname: params.cname, userId: params.userId, bookingId: form.data.bookingId })}
          variant="secondary"
          block
        >
          {t('forms.toBooking')}
        </ButtonLink>
      )}
    </div>
  );
}

function FormHeader({ form }: { form: FormView }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const zone = useStoreTimeZone();
  const start = form.bookingStartTime;
  return (
    <header className="space-y-1">
      <p className="text-xs text-muted">
        {form.storeName}
        {start !== null &&
          ` · ${t('forms.forBooking', { time: `${formatFull(start, zone)} ${formatWeekday(start, zone, locale)}` })}`}
      </p>
      <h2 className="text-xl font-semibold" data-testid="form-title">
        {form.title}
      </h2>
      {form.description && <p className="text-sm leading-relaxed text-muted">{form.description}</p>}
    </header>
  );
}

type Drawings = Record<string, string | null>;

function FillForm({ form, onSubmitted }: { form: FormView; onSubmitted: () => void }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const params = useStoreParams();
  const cname = params.cname;
  const queryClient = useQueryClient();
  const zone = useStoreTimeZone();
  const [answers, setAnswers] = useState<Record<string, FormAnswer>>(form.formData);
  const [drawings, setDrawings] = useState<Drawings>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);

  /** The answers as they will be sent: a signature drawn and not yet uploaded counts as given. */
  const pending = (): Record<string, FormAnswer> => {
    const out = { ...answers };
    for (const [fieldId, png] of Object.entries(drawings)) out[fieldId] = png ? PENDING_SIGNATURE : null;
    return out;
  };

  const save = async (submit: boolean) => {
    if (busy) return;
    setNotice(null);
    const problems = checkAnswers(form.fields, pending(), { submit, today: isoDay(nowSeconds(), zone) });
    if (problems.length > 0) {
      return showProblems(Object.fromEntries(problems.map((p) => [p.fieldId, formatAnswerIssue(p.issue, locale)])));
    }
    setBusy(submit ? 'submit' : 'draft');
    try {
      const sent = { ...answers };
      for (const [fieldId, png] of Object.entries(drawings)) {
        sent[fieldId] = png
          ? (await uploadSignature(cname, { formId: form.id, fieldId, image: png })).signatureId
          : null;
      }
      setAnswers(sent);
      setDrawings({});
      const saved = await saveForm(cname, { formId: form.id, formData: sent, submit });
      setErrors({});
      queryClient.setQueryData(formQuery(cname, form.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['forms', 'messages', cname] });
      if (form.bookingId)
        await queryClient.invalidateQueries({ queryKey: ['bookings', 'detail', cname, form.bookingId] });
      if (submit) {
        onSubmitted();
        window.scrollTo({ top: 0 });
      } else setNotice({ tone: 'success', text: t('forms.draftSaved') });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return showProblems(fields);
      if (isApiError(error, 'FORM_ALREADY_SUBMITTED')) {
        await queryClient.invalidateQueries({ queryKey: formQuery(cname, form.id).queryKey });
        return;
      }
      setNotice({ tone: 'error', text: isApiError(error) ? errorText(error.status) : errorText('UNKNOWN_ERROR') });
    } finally {
      setBusy(null);
    }
  };

  /** An answer changed: its error is gone until the next check. */
  const clearError = (fieldId: string) =>
    setErrors((e) => {
      if (!(fieldId in e)) return e;
      const { [fieldId]: _, ...rest } = e;
      return rest;
    });

  const showProblems = (byField: Record<string, string>) => {
    setErrors(byField);
    setNotice({ tone: 'error', text: t('forms.fixErrors', { count: Object.keys(byField).length }) });
    const first = form.fields.find((f) => byField[f.id]);
    if (first) document.querySelector<HTMLElement>(`[data-field="${first.id}"]`)?.scrollIntoView({ block: 'center' });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save(true);
      }}
    >
      <Card>
        <div className="space-y-6">
          {form.fields.map((field) => (
            <FormFieldInput
              key={field.id}
              field={field}
              value={answers[field.id]}
              error={errors[field.id] ?? null}
              today={isoDay(nowSeconds(), zone)}
              onChange={(value) => {
                setAnswers((a) => ({ ...a, [field.id]: value }));
                clearError(field.id);
              }}
              onSignature={(png) => {
                setDrawings((d) => ({ ...d, [field.id]: png }));
                clearError(field.id);
              }}
            />
          ))}
        </div>
      </Card>
      <Banner tone={notice?.tone ?? 'info'} role={notice?.tone === 'error' ? 'alert' : 'status'}>
        {notice?.text}
      </Banner>
      <div className="flex gap-3">
        <Button
          variant="secondary"
          size="lg"
          className="flex-1"
          loading={busy === 'draft'}
          loadingLabel={t('forms.saving')}
          disabled={busy !== null}
          onClick={() => void save(false)}
        >
          {t('forms.saveDraft')}
        </Button>
        <Button
          type="submit"
          size="lg"
          className="flex-1"
          loading={busy === 'submit'}
          loadingLabel={t('forms.submitting')}
          disabled={busy !== null}
        >
          {t('forms.submit')}
        </Button>
      </div>
    </form>
  );
}
