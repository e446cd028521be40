import type { Provider } from '@salon/contract';
import { offersProduct, type ServiceProduct } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '#web/components/Avatar';
import { Card } from '#web/components/Card';
import { Icon } from '#web/components/Icon';
import { AddToCart, InCartBadge } from '#web/features/booking/components/AddToCart';
import { useDisplayLocale } from '#web/lib/i18n';
import { formatProductDuration, formatProductPrice, productRange } from '../price';
import { GenderBadge } from './GenderBadge';

interface Props {
  product: ServiceProduct;
  designers: Provider[];
  /** The designer the prices are for; null is "no preference". */
  designerId: string | null;
  open: boolean;
  toggleHref: string;
  /** Why the signed-in customer cannot book this service (a gender limit), or null. */
  unavailable?: string | null;
}

function Details({ product, designers, designerId, unavailable }: Omit<Props, 'open' | 'toggleHref'>) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const ids = designers.map((d) => d.id);
  const offering = designerId ? [] : designers.filter((d) => offersProduct(product, d.id));
  return (
    <div className="space-y-4 border-t border-line/70 px-4 pt-3 pb-4 text-sm">
      {product.description && <p className="leading-relaxed text-muted">{product.description}</p>}
      <AddToCart product={product} designers={designers} designerId={designerId} unavailable={unavailable ?? null}>
        {offering.length > 0 && (
          <div>
            <h4 className="mb-1.5 text-xs font-medium text-muted">{t('menu.byDesigner')}</h4>
            <ul className="divide-y divide-line/60 rounded-xl bg-canvas px-3">
              {offering.map((d) => {
                const range = productRange(product, ids, d.id);
                return (
                  range && (
                    <li key={d.id} className="flex items-center gap-3 py-2">
                      <Avatar src={d.avatar} name={d.name} className="size-8" />
                      <span className="flex-1 truncate">{d.name}</span>
                      <span className="text-right tabular-nums">
                        <span className="block font-medium">{formatProductPrice(range, locale)}</span>
                        <span className="block text-xs text-muted">{formatProductDuration(range, locale)}</span>
                      </span>
                    </li>
                  )
                );
              })}
            </ul>
          </div>
        )}
      </AddToCart>
    </div>
  );
}

/** One service: name, limits, price and duration ranges; opens to its options and designers' prices. */
export function ServiceCard(props: Props) {
  const { product, designers, designerId, open, toggleHref, unavailable = null } = props;
  const locale = useDisplayLocale();
  const range = productRange(
    product,
    designers.map((d) => d.id),
    designerId,
  );
  if (!range) return null;
  const detailsId = `service-${product.id}-details`;
  return (
    <Card
      as="article"
      id={`service-${product.id}`}
      data-testid={`service-${product.id}`}
      data-unavailable={unavailable ? 'true' : undefined}
      padding="none"
      tone={open ? 'open' : 'plain'}
      dimmed={!!unavailable}
      className="overflow-hidden transition"
    >
      <Link
        to={toggleHref}
        // A new history entry (not a replacement): back closes it and stays on the menu.
        preventScrollReset
        aria-expanded={open}
        aria-controls={detailsId}
        className="flex gap-3 p-4"
      >
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-2 font-medium leading-snug">
            {product.name}
            <GenderBadge limit={product.customerLimited} />
            <InCartBadge productId={product.id} />
          </h3>
          {unavailable && (
            <p
              id={`service-${product.id}-unavailable`}
              data-testid="service-unavailable"
              className="mt-1 text-xs font-medium text-red-700"
            >
              {unavailable}
            </p>
          )}
          {product.description && !open && (
            <p className="mt-1 line-clamp-1 text-xs text-muted">{product.description}</p>
          )}
          <p className="mt-2 flex items-center gap-1 text-xs text-muted">
            <Icon name="clock" className="size-3.5" />
            <span data-testid="duration">{formatProductDuration(range, locale)}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end justify-between">
          <span data-testid="price" className="font-semibold text-brand-700 tabular-nums">
            {formatProductPrice(range, locale)}
          </span>
          <Icon name="chevronDown" className={`size-5 text-muted transition ${open ? 'rotate-180' : ''}`} />
        </div>
      </Link>
      <div id={detailsId} hidden={!open}>
        {open && <Details product={product} designers={designers} designerId={designerId} unavailable={unavailable} />}
      </div>
    </Card>
  );
}
