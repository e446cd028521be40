import type { FormFieldWire, FormView } from '@salon/contract';
import { type FormAnswer, formatFull, formatIsoDay } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStoreParams } from '#web/app/use-store-params';
import { Badge } from '#web/components/Badge';
import { Banner } from '#web/components/Banner';
import { Card } from '#web/components/Card';
import { Icon } from '#web/components/Icon';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { useLoginToken } from '#web/lib/session';
import { formViewQuery } from '../api/form-view';

/** The read-only view of a submitted form; its customer also sees the signatures. */
export function SubmittedForm({
  form,
  justSubmitted,
}: {
  /** Its words in the language shown (formTexts: `choiceLabels` name each question's choices). */
  form: Omit<FormView, 'fields'> & { fields: (FormFieldWire & { choiceLabels?: string[] })[] };
  justSubmitted: boolean;
}) {
  const { t } = useTranslation();
  const { cname } = useStoreParams();
  const signedIn = useLoginToken(cname) !== null;
  const zone = useStoreTimeZone();
  const view = useQuery({ ...formViewQuery(cname, form.id), enabled: signedIn });
  const signatures = view.data?.signatures ?? {};
  return (
    <>
      {justSubmitted ? (
        <Banner tone="success">
          <span data-testid="form-submitted">{t('forms.submitted')}</span>
        </Banner>
      ) : (
        <Banner tone="info">{t('forms.readOnly')}</Banner>
      )}
      <Card>
        <div className="mb-3 flex items-center justify-between gap-3">
          <Badge tone="brand" size="md" className="gap-1">
            <Icon name="check" className="size-3.5" />
            {t('forms.status.Submitted')}
          </Badge>
          {form.submittedAt !== null && (
            <span className="text-xs text-muted tabular-nums">
              {t('forms.submittedAt', { time: formatFull(form.submittedAt, zone) })}
            </span>
          )}
        </div>
        <dl className="divide-y divide-line/70" data-testid="form-answers">
          {form.fields.map((field) => (
            <div key={field.id} className="py-3 first:pt-0 last:pb-0">
              <dt className="text-xs text-muted">{field.label}</dt>
              <dd className="mt-1 text-sm break-words">
                <Answer field={field} answer={form.formData[field.id] ?? null} signatures={signatures} />
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </>
  );
}

function Answer({
  field,
  answer,
  signatures,
}: {
  field: FormFieldWire & { choiceLabels?: string[] };
  answer: FormAnswer;
  signatures: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (answer === null || answer === '' || (Array.isArray(answer) && answer.length === 0))
    return <span className="text-muted">{t('forms.noAnswer')}</span>;
  if (field.kind === 'Signature' && typeof answer === 'string') {
    const image = signatures[answer];
    return image ? (
      <img
        src={image}
        alt={t('forms.signature.image', { label: field.label })}
        className="h-28 w-auto max-w-full rounded-lg bg-white ring-1 ring-line"
        data-testid="signature-image"
      />
    ) : (
      <span>{t('forms.signature.signed')}</span>
    );
  }
  if (typeof answer === 'boolean') return <span>{answer ? t('forms.yes') : t('forms.no')}</span>;
  // A day reads as days do everywhere else (2025/06/01), not as it is stored (2025-06-01).
  if (field.kind === 'Date' && typeof answer === 'string')
    return <span className="tabular-nums">{formatIsoDay(answer)}</span>;
  // A choice reads in the words shown; the answer itself is the store's choice.
  const word = (choice: string) => field.choiceLabels?.[field.choices?.indexOf(choice) ?? -1] ?? choice;
  return <span>{Array.isArray(answer) ? answer.map(word).join('、') : word(answer)}</span>;
}
