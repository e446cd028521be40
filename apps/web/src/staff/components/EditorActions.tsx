import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { errorText, fieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';

/**
 * The foot of a menu or retail editor: what the API refused (the fields named under themselves, so
 * here only how many; anything else in words), then save and cancel.
 */
export function EditorActions({
  action,
  submitLabel,
  onCancel,
}: {
  action: { isError: boolean; isPending: boolean; error: unknown };
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const named = Object.keys(fieldErrors(action.error)).length;
  return (
    <>
      {action.isError && (
        <Banner tone="error">{named ? t('menu.fixFields', { count: named }) : errorText(action.error, locale)}</Banner>
      )}
      <SaveCancel pending={action.isPending} submitLabel={submitLabel} onCancel={onCancel} />
    </>
  );
}

/**
 * A form's submit (busy while saving) and cancel buttons: an editor's, submit first; or, `halves`,
 * a slot panel's form (a staff booking, blocked time), cancel first and each half the width.
 */
export function SaveCancel({
  pending,
  submitLabel,
  onCancel,
  halves = false,
}: {
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  halves?: boolean;
}) {
  const { t } = useStaffT();
  const cancel = (
    <Button variant="secondary" className={halves ? 'flex-1' : undefined} onClick={onCancel}>
      {t('common.cancel')}
    </Button>
  );
  const submit = (
    <Button type="submit" className={halves ? 'flex-1' : undefined} loading={pending}>
      {submitLabel}
    </Button>
  );
  return halves ? (
    <div className="flex gap-2">
      {cancel}
      {submit}
    </div>
  ) : (
    <div className="flex flex-wrap gap-2">
      {submit}
      {cancel}
    </div>
  );
}
