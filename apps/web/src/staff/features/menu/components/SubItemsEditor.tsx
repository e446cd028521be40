import { Button } from '#web/components/Button';
import { Checkbox } from '#web/components/Checkbox';
import { inputClass } from '#web/components/Field';
import { useStaffT } from '#web/staff/lib/i18n';
import { newSubItemId, type SubItemRow } from '../service-form';

const cell = `${inputClass} h-11 px-2 text-sm`;

/** A service's sub-items (options): name, added price and minutes; added and removed as rows. */
export function SubItemsEditor({
  rows,
  onChange,
  error,
  showToCustomer,
  onShowToCustomer,
}: {
  rows: SubItemRow[];
  onChange: (rows: SubItemRow[]) => void;
  error: (path: string) => string | null;
  showToCustomer: boolean;
  onShowToCustomer: (show: boolean) => void;
}) {
  const { t } = useStaffT();
  const put = (i: number, patch: Partial<SubItemRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('menu.subItems')}</legend>
      {rows.length === 0 && <p className="text-sm text-muted">{t('menu.noSubItems')}</p>}
      {rows.map((row, i) => {
        const errors = ['name', 'en.name', 'price', 'duration', 'id']
          .map((f) => error(`subItems.${i}.${f}`))
          .filter(Boolean);
        return (
          <div key={row.id} className="space-y-1" data-testid={`sub-item-${i}`}>
            <div className="grid grid-cols-[1fr_1fr_5rem_5rem_auto] items-center gap-2">
              <input
                aria-label={t('menu.subItemName', { n: i + 1 })}
                aria-invalid={!!error(`subItems.${i}.name`)}
                className={cell}
                value={row.name}
                onChange={(e) => put(i, { name: e.target.value })}
              />
              <input
                aria-label={t('menu.subItemEnName', { n: i + 1 })}
                aria-invalid={!!error(`subItems.${i}.en.name`)}
                lang="en"
                placeholder={t('menu.subItemEnPlaceholder')}
                className={cell}
                value={row.enName}
                onChange={(e) => put(i, { enName: e.target.value })}
              />
              <input
                aria-label={t('menu.subItemPrice', { n: i + 1 })}
                aria-invalid={!!error(`subItems.${i}.price`)}
                inputMode="numeric"
                className={cell}
                value={row.price}
                onChange={(e) => put(i, { price: e.target.value })}
              />
              <input
                aria-label={t('menu.subItemDuration', { n: i + 1 })}
                aria-invalid={!!error(`subItems.${i}.duration`)}
                inputMode="numeric"
                className={cell}
                value={row.duration}
                onChange={(e) => put(i, { duration: e.target.value })}
              />
              <Button
                variant="link"
                aria-label={t('menu.removeSubItem', { n: i + 1 })}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                {t('menu.remove')}
              </Button>
            </div>
            {errors.length > 0 && <p className="text-sm text-red-700">{errors.join('；')}</p>}
          </div>
        );
      })}
      <Button
        variant="secondary"
        onClick={() => onChange([...rows, { id: newSubItemId(), name: '', enName: '', price: '0', duration: '0' }])}
      >
        {t('menu.addSubItem')}
      </Button>
      {rows.length > 0 && (
        <Checkbox
          id="service-show-sub"
          label={t('menu.showSubItems')}
          checked={showToCustomer}
          onChange={(e) => onShowToCustomer(e.target.checked)}
        />
      )}
    </fieldset>
  );
}
