import type { Provider } from '@salon/contract';
import { bookedDesignerId, designerChoice, type ServiceProduct } from '@salon/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreParams } from '#web/app/use-store-params';
import { Badge } from '#web/components/Badge';
import { Button } from '#web/components/Button';
import { Icon } from '#web/components/Icon';
import { formatProductDuration, formatProductPrice, productRange, variantsOf } from '#web/features/menu';
import { useStoreSetting } from '#web/features/store/api/store-setting';
import { useDisplayLocale } from '#web/lib/i18n';
import { addEvent, newEventId, removeEventFitted, setEventSubItem } from '../cart';
import { updateCart, useCart } from '../cart-store';

/** 已加入 on a service card whose service is in the cart. */
export function InCartBadge({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { cname } = useStoreParams();
  const inCart = useCart(cname, (c) => c.events.some((e) => e.productId === productId));
  if (!inCart) return null;
  return (
    <Badge tone="solid" size="xs" className="gap-0.5">
      <Icon name="check" className="size-3" />
      {t('booking.add.inCart')}
    </Badge>
  );
}

/**
 * Inside an opened service card: choose the option (sub-item) with its price, then add the
 * service to the booking with the designer the menu is priced for (null = 不指定; changeable
 * in the next step), or take it out again.
 */
export function AddToCart({
  product,
  designers,
  designerId,
  children,
  unavailable = null,
}: {
  product: ServiceProduct;
  designers: Provider[];
  designerId: string | null;
  /** Shown between the options and the add button (the menu's designer prices). */
  children?: ReactNode;
  /** Why the signed-in customer cannot book it (shown on the card with this id's text), or null. */
  unavailable?: string | null;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const { cname, userId: pageUserId } = useStoreParams();
  const store = useStoreSetting();
  const event = useCart(cname, (c) => c.events.find((e) => e.productId === product.id));
  const variants = variantsOf(product).filter((v) => v !== null);
  const [picked, setPicked] = useState<string | null>(event?.subItemId ?? null);
  const subItemId = event ? event.subItemId : picked;
  const ids = designers.map((d) => d.id);
  const choice = designerChoice({ unassignedMode: store?.unassignedMode ?? 'Normal', pageDesignerId: pageUserId });
  const userId = bookedDesignerId(choice, designerId);
  const designer = designers.find((d) => d.id === userId);
  const needsOption = variants.length > 0 && !subItemId;

  const choose = (id: string, name: string) => {
    setPicked(id);
    if (event) updateCart(cname, (c) => setEventSubItem(c, event.id, id, name));
  };

  const add = () => {
    if (needsOption) return;
    const sub = variants.find((v) => v.id === subItemId) ?? null;
    updateCart(cname, (c) =>
      addEvent(
        c,
        {
          productId: product.id,
          userId,
          userName: designer?.name ?? null,
          subItemId: sub?.id ?? null,
          subItemName: sub?.name ?? null,
        },
        newEventId(),
      ),
    );
  };

  const remove = () => {
    if (event && store) updateCart(cname, (c) => removeEventFitted(c, event.id, store));
  };

  return (
    <div className="space-y-3">
      {variants.length > 0 && (
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-xs font-medium text-muted">{t('booking.add.chooseOption')}</legend>
          <ul className="divide-y divide-line/60 rounded-xl bg-canvas px-3">
            {variants.map((sub) => {
              const range = productRange(product, ids, designerId, sub);
              const checked = subItemId === sub.id;
              return (
                <li key={sub.id}>
                  <label className="flex cursor-pointer items-center gap-3 py-2">
                    <input
                      type="radio"
                      name={`option-${product.id}`}
                      checked={checked}
                      onChange={() => choose(sub.id, sub.name)}
                      className="size-4 accent-brand-600"
                    />
                    <span className={`flex-1 ${checked ? 'font-medium' : ''}`}>{sub.name}</span>
                    {range && (
                      <span className="text-right tabular-nums">
                        <span className="block font-medium">{formatProductPrice(range, locale)}</span>
                        <span className="block text-xs text-muted">{formatProductDuration(range, locale)}</span>
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {children}
      <p className="text-xs text-muted">
        {designer ? t('booking.add.designer', { name: designer.name }) : t('booking.add.designerLater')}
      </p>
      {event ? (
        <div className="flex items-center gap-2">
          <p
            role="status"
            className="flex h-11 flex-1 items-center justify-center gap-1.5 rounded-xl bg-brand-50 text-sm font-medium text-brand-700"
          >
            <Icon name="check" className="size-4" />
            {t('booking.add.added')}
          </p>
          <Button variant="secondary" onClick={remove}>
            {t('booking.add.remove')}
          </Button>
        </div>
      ) : unavailable ? (
        <Button block disabled aria-describedby={`service-${product.id}-unavailable`}>
          {t('menu.genderLimit.unavailable')}
        </Button>
      ) : (
        <Button
          block
          icon="plus"
          onClick={add}
          disabled={needsOption}
          aria-describedby={needsOption ? `option-hint-${product.id}` : undefined}
        >
          {t('booking.add.add')}
        </Button>
      )}
      {needsOption && !event && (
        <p id={`option-hint-${product.id}`} className="text-center text-xs text-muted">
          {t('booking.add.optionRequired')}
        </p>
      )}
    </div>
  );
}
