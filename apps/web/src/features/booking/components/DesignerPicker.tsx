import type { Provider, StoreSetting } from '@salon/contract';
import {
  designerChoice,
  eventDuration,
  eventPrice,
  formatDurationRange,
  formatPriceRange,
  offersProduct,
  type ServiceProduct,
} from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#web/components/Avatar';
import { Icon } from '#web/components/Icon';
import { ScrollStrip } from '#web/components/ScrollStrip';
import { useDisplayLocale } from '#web/lib/i18n';
import type { ServiceCartEvent } from '../cart';

interface Props {
  product: ServiceProduct;
  event: ServiceCartEvent;
  designers: Provider[];
  store: Pick<StoreSetting, 'unassignedMode'>;
  /** The designer page's designer: the choice is fixed (to the service's own designer, if it has one). */
  pageUserId: string | null;
  onChoose: (userId: string | null, userName: string | null) => void;
}

/**
 * The designer of one service: each designer who offers it with their price and duration, and
 * 不指定 with the range over them. Normal offers both, OnlyProvider requires a designer,
 * OnlyUnassigned offers no choice (the store assigns one).
 */
export function DesignerPicker({ product, event, designers, store, pageUserId, onChoose }: Props) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const ids = designers.map((d) => d.id);
  const terms = (userId: string | null) => {
    const price = eventPrice(product, userId, event.subItemId, ids);
    const minutes = eventDuration(product, userId, event.subItemId, ids);
    return {
      price: formatPriceRange(price.min, price.max),
      duration: formatDurationRange(minutes.min, minutes.max, locale),
    };
  };

  const fixed = (icon: ReactNode, text: string, userId: string | null) => {
    const { price, duration } = terms(userId);
    return (
      <p className="flex items-center gap-3 rounded-xl bg-canvas px-3 py-2 text-sm">
        {icon}
        <span className="flex-1">{text}</span>
        <span className="text-right tabular-nums">
          <span className="block font-medium">{price}</span>
          <span className="block text-xs text-muted">{duration}</span>
        </span>
      </p>
    );
  };

  const choice = designerChoice({ unassignedMode: store.unassignedMode, pageDesignerId: pageUserId });
  if (choice.fixedDesignerId) {
    // The cart is the store's: a service put in it with another designer (on the store's page)
    // keeps that designer; one without goes to the page's designer.
    const fixedId = event.userId ?? choice.fixedDesignerId;
    const designer = designers.find((d) => d.id === fixedId);
    const name = designer?.name ?? event.userName ?? '';
    return fixed(
      <Avatar src={designer?.avatar ?? null} name={name || '?'} className="size-8" />,
      t('booking.time.designerFixed', { name }),
      fixedId,
    );
  }
  if (choice.storeAssigns) {
    return fixed(<Icon name="sparkle" className="size-5 text-brand-600" />, t('booking.time.storeAssigns'), null);
  }

  const offering = designers.filter((d) => offersProduct(product, d.id));
  const option = (userId: string | null, name: string, avatar: ReactNode, title?: string | null) => {
    const checked = event.userId === userId;
    const { price, duration } = terms(userId);
    return (
      <li key={userId ?? 'any'} className="w-28 shrink-0">
        <label
          data-testid={`designer-${event.productId}-${userId ?? 'any'}`}
          className={`relative flex h-full w-full cursor-pointer flex-col items-center gap-1 rounded-2xl px-2 py-3 text-center ring-1 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${
            checked ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-line hover:ring-brand-300'
          }`}
        >
          <input
            type="radio"
            name={`designer-${event.id}`}
            checked={checked}
            onChange={() => onChoose(userId, userId ? name : null)}
            aria-label={`${name}${title ? `（${title}）` : ''} ${price} ${duration}`}
            className="sr-only"
          />
          {avatar}
          <span className={`w-full truncate text-sm ${checked ? 'font-semibold text-brand-800' : ''}`}>{name}</span>
          <span className="text-xs font-medium tabular-nums text-ink">{price}</span>
          <span className="text-[11px] text-muted">{duration}</span>
        </label>
      </li>
    );
  };

  const chosen = event.userId === null ? null : offering.find((d) => d.id === event.userId);
  const chosenTerms = terms(event.userId);
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('booking.time.designerOf', { name: product.name })}</legend>
      <ScrollStrip
        labels={{ previous: t('booking.time.designersPrevious'), next: t('booking.time.designersNext') }}
        selected="li:has(input:checked)"
        selectedKey={event.userId}
      >
        {(strip) => (
          <ul
            ref={strip}
            className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto scroll-smooth px-4 py-1 md:mx-0 md:px-1"
          >
            {choice.offerNoPreference &&
              option(
                null,
                t('booking.time.noPreference'),
                <span className="grid size-11 place-items-center rounded-full bg-brand-100 text-brand-700">
                  <Icon name="sparkle" className="size-5" />
                </span>,
              )}
            {offering.map((d) =>
              option(d.id, d.name, <Avatar src={d.avatar} name={d.name} className="size-11" />, d.title),
            )}
          </ul>
        )}
      </ScrollStrip>
      <p aria-live="polite" data-testid={`designer-chosen-${event.productId}`} className="mt-2 text-sm text-muted">
        {t('booking.timeDay.chosen', {
          name: chosen?.name ?? event.userName ?? t('booking.time.noPreference'),
        })}{' '}
        · <span className="tabular-nums">{chosenTerms.price}</span> · {chosenTerms.duration}
      </p>
    </fieldset>
  );
}
