import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '#web/components/Button';
import { Icon } from '#web/components/Icon';

/** − quantity +, bounded by `max` (the stock left); at 0 the line leaves the cart. */
export function QuantityStepper({
  value,
  max,
  onChange,
  name,
  min = 0,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** The product's name, for the buttons' labels. */
  name: string;
  min?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="inline-flex items-center rounded-full bg-canvas ring-1 ring-line" data-testid="quantity">
      <button
        type="button"
        className={iconButtonClass}
        aria-label={t('retail.add.decrease', { name })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Icon name="minus" className="size-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={t('retail.add.quantity', { name })}
        className="min-w-8 text-center font-semibold tabular-nums"
      >
        {value}
      </output>
      <button
        type="button"
        className={`${iconButtonClass} disabled:opacity-40`}
        aria-label={t('retail.add.increase', { name })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" className="size-4" />
      </button>
    </div>
  );
}
