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

/** An editor's submit (busy while saving) and cancel buttons. */
export function SaveCancel({
  pending,
  submitLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useStaffT();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}
