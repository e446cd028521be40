import type { RetailProduct } from '@salon/contract';
import { formatMoney } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo, type RouteParams } from '#web/app/routes';
import { Badge } from '#web/components/Badge';
import { Card } from '#web/components/Card';
import { Icon } from '#web/components/Icon';
import { stockHint } from '../stock';
import { AddToRetailCart } from './AddToRetailCart';

const TINTS = ['from-brand-100 to-brand-50', 'from-sand-100 to-sand-50', 'from-brand-50 to-sand-50'];

export function ProductImage({ product, index }: { product: RetailProduct; index: number }) {
  if (product.image) return <img src={product.image} alt="" loading="lazy" className="size-full object-cover" />;
  return (
    <div className={`grid size-full place-items-center bg-gradient-to-br ${TINTS[index % TINTS.length]}`}>
      <Icon name="bag" className="size-10 text-brand-400" />
    </div>
  );
}

/** 售完, 僅剩 N 件 (few left) or 現貨. */
export function StockLabel({ stock, className = 'text-[11px]' }: { stock: number; className?: string }) {
  const { t } = useTranslation();
  const hint = stockHint(stock);
  const tone =
    hint.kind === 'soldOut' ? 'font-medium text-sand-700' : hint.kind === 'low' ? 'text-sand-700' : 'text-muted';
  return (
    <span data-testid="stock" className={`${className} ${tone}`}>
      {hint.kind === 'soldOut'
        ? t('retail.soldOut')
        : hint.kind === 'low'
          ? t('retail.lowStock', { count: hint.count })
          : t('retail.inStock')}
    </span>
  );
}

/** One product of the shop: picture, name and price open its detail; the cart control sits below. */
export function RetailCard({ product, index, base }: { product: RetailProduct; index: number; base: RouteParams }) {
  const { t } = useTranslation();
  const hint = stockHint(product.stock);
  const soldOut = hint.kind === 'soldOut';
  return (
    <Card as="article" data-testid={`retail-${product.id}`} padding="none" className="flex flex-col overflow-hidden">
      <Link
        to={pathTo('RetailMenuDetail', base, { pid: product.id })}
        className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      >
        <div className="relative aspect-square">
          <div className={`size-full ${soldOut ? 'opacity-40 grayscale' : ''}`}>
            <ProductImage product={product} index={index} />
          </div>
          {soldOut && (
            <Badge size="md" className="absolute top-2 left-2 bg-ink/85 tracking-widest text-white">
              {t('retail.soldOut')}
            </Badge>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-medium leading-snug">{product.name}</h3>
          {product.description && <p className="line-clamp-2 text-xs text-muted">{product.description}</p>}
          <div className="mt-auto flex items-end justify-between gap-2 pt-2">
            <span className={`font-semibold tabular-nums ${soldOut ? 'text-muted' : 'text-brand-700'}`}>
              {formatMoney(product.price)}
            </span>
            <StockLabel stock={product.stock} />
          </div>
        </div>
      </Link>
      <div className="flex justify-center px-3 pb-3">
        <AddToRetailCart cname={base.cname} product={product} block />
      </div>
    </Card>
  );
}
