import { Button } from '#web/components/Button';
import { useStaffT } from '#web/staff/lib/i18n';

/** A menu or retail line's edit button, named for its item (編輯 shows; "Edit <name>" is announced). */
export function EditItemButton({ name, onEdit }: { name: string; onEdit: () => void }) {
  const { t } = useStaffT();
  return (
    <Button variant="secondary" aria-label={t('menu.editNamed', { name })} onClick={onEdit}>
      {t('menu.edit')}
    </Button>
  );
}
