import { formatMoney } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Navigate, redirect, useSearchParams } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { PageSkeleton } from '#web/components/Skeleton';
import { retailMenuQuery } from '#web/features/menu/api/retail-menu';
import { queryClient } from '#web/lib/query-client';
import { useRetailCartRepair } from './cart-store';
import { AddToRetailCart } from './components/AddToRetailCart';
import { ProductImage, StockLabel } from './components/RetailCard';
import { RetailCartBar } from './components/RetailCartBar';
import { RetailNoticeBanner } from './components/RetailNoticeBanner';

/** The product a merchandise link names (`?pid=`, as the spec's route params call a product). */
export const PRODUCT_PARAM = 'pid';

/**
 * The retail-menu-detail guard: a product the store does not sell (unknown, removed, or no `pid`)
 * goes back to the list, which says so (`?gone=`).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const cname = params.cname ?? '';
  const pid = new URL(request.url).searchParams.get(PRODUCT_PARAM);
  const menu = await queryClient.ensureQueryData(retailMenuQuery(cname, params.userId));
  if (pid && menu.products.some((p) => p.id === pid)) return null;
  throw redirect(pathTo('StoreRetail', { cname, userId: params.userId }, { gone: pid ?? '' }));
}

/** One retail item: picture, description, price, stock, and the cart control bounded by the stock. */
export default function MerchandisePage() {
  const { t } = useTranslation();
  const params = useStoreParams();
  const base = { cname: params.cname, userId: params.userId };
  const [search] = useSearchParams();
  const pid = search.get(PRODUCT_PARAM);
  const menu = useQuery(retailMenuQuery(params.cname, params.userId));
  useRetailCartRepair(params.cname);
  if (menu.isPending) return <PageSkeleton label={t('app.loading')} />;
  const product = menu.data?.products.find((p) => p.id === pid);
  // Removed while the page was open (the menu refetched): back to the list, which says so.
  if (!product) return <Navigate to={pathTo('StoreRetail', base, { gone: pid ?? '' })} replace />;
  return (
    <article className="space-y-4 pb-6" data-testid="merchandise">
      <div
        className={`aspect-square w-full overflow-hidden bg-white ${product.stock <= 0 ? 'opacity-50 grayscale' : ''}`}
      >
        <ProductImage product={product} index={0} />
      </div>
      <div className="space-y-3 px-4">
        <RetailNoticeBanner cname={params.cname} />
        <h2 className="text-xl font-semibold leading-snug">{product.name}</h2>
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-2xl font-semibold text-brand-700 tabular-nums">{formatMoney(product.price)}</span>
          <StockLabel stock={product.stock} className="text-sm" />
        </div>
        {product.description && <p className="text-sm leading-relaxed text-muted">{product.description}</p>}
        <p className="text-xs text-muted">{t('retail.pickup')}</p>
        <div className="flex justify-center pt-2">
          <AddToRetailCart cname={params.cname} product={product} block />
        </div>
      </div>
      <RetailCartBar base={base} />
    </article>
  );
}
