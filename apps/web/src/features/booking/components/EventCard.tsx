import type { Provider, StoreSetting } from '@salon/contract';
import type { ServiceProduct } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { IconButton } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { chipClass } from '#web/components/Chip';
import { Icon } from '#web/components/Icon';
import type { ServiceCartEvent } from '../cart';
import { DesignerPicker } from './DesignerPicker';

/** One service of the cart on the designer and time step: its option, its designer, a remove button. */
export function EventCard({
  product,
  event,
  designers,
  store,
  pageUserId,
  onDesigner,
  onSubItem,
  onRemove,
  issue,
}: {
  product: ServiceProduct;
  event: ServiceCartEvent;
  designers: Provider[];
  store: Pick<StoreSetting, 'unassignedMode'>;
  pageUserId: string | null;
  onDesigner: (userId: string | null, userName: string | null) => void;
  onSubItem: (subItemId: string, subItemName: string) => void;
  onRemove: () => void;
  /** The step issue of this service, if any (option or designer missing). */
  issue: string | null;
}) {
  const { t } = useTranslation();
  const options = product.isShowSubItem ? product.subItems : [];
  return (
    <Card
      as="article"
      data-testid={`cart-event-${product.id}`}
      aria-labelledby={`event-${event.id}-title`}
      className="space-y-3"
    >
      <header className="flex items-start gap-2">
        <h3 id={`event-${event.id}-title`} className="flex-1 font-medium leading-snug">
          {product.name}
        </h3>
        <IconButton
          icon="x"
          label={t('booking.time.remove', { name: product.name })}
          onClick={onRemove}
          className="-mt-2.5 -mr-2.5"
        />
      </header>
      {options.length > 0 && (
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-xs font-medium text-muted">{t('booking.time.option')}</legend>
          <div className="flex flex-wrap gap-2">
            {options.map((sub) => {
              const checked = event.subItemId === sub.id;
              return (
                <label key={sub.id} className={chipClass({ pressed: checked })}>
                  <input
                    type="radio"
                    name={`sub-${event.id}`}
                    checked={checked}
                    onChange={() => onSubItem(sub.id, sub.name)}
                    className="sr-only"
                  />
                  {sub.name}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <div>
        <p className="mb-1.5 text-xs font-medium text-muted">{t('booking.time.designer')}</p>
        <DesignerPicker
          product={product}
          event={event}
          designers={designers}
          store={store}
          pageUserId={pageUserId}
          onChoose={onDesigner}
        />
      </div>
      {issue && (
        <p role="alert" className="flex items-center gap-1.5 text-xs font-medium text-amber-700">
          <Icon name="info" className="size-4" />
          {issue}
        </p>
      )}
    </Card>
  );
}
