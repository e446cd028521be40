import { formatMoney } from '@salon/domain';
import { IconButton } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { useStaffT } from '#web/staff/lib/i18n';
import { stepRetail } from '../counter';

/** Retail sold with the booking: each item on the shelf with a quantity (within its stock). */
export function RetailPicker({
  items,
  chosen,
  onChange,
}: {
  items: { id: string; name: string; price: number; stock: number }[];
  chosen: Record<string, number>;
  onChange: (retail: Record<string, number>) => void;
}) {
  const { t } = useStaffT();
  return (
    <Card title={t('counter.addRetail')} id="counter-retail">
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t('counter.noRetail')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => {
            const quantity = chosen[item.id] ?? 0;
            return (
              <li key={item.id} className="flex items-center gap-2 py-1.5 text-sm" data-testid={`retail-${item.id}`}>
                <span className="min-w-0 flex-1">
                  {item.name}
                  <span className="block text-xs text-muted">
                    {formatMoney(item.price)} · {t('counter.stock', { count: item.stock })}
                  </span>
                </span>
                <IconButton
                  icon="minus"
                  look="outlined"
                  label={t('counter.less', { name: item.name })}
                  disabled={quantity === 0}
                  onClick={() => onChange(stepRetail(chosen, item.id, -1, item.stock))}
                />
                <span className="w-8 text-center tabular-nums" aria-live="polite">
                  {quantity}
                </span>
                <IconButton
                  icon="plus"
                  look="outlined"
                  label={t('counter.more', { name: item.name })}
                  disabled={quantity >= item.stock}
                  onClick={() => onChange(stepRetail(chosen, item.id, 1, item.stock))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
