import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { EmptyState } from '#web/components/EmptyState';
import { Icon } from '#web/components/Icon';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { groupByCategory } from '#web/features/menu';
import { retailMenuQuery } from '#web/features/menu/api/retail-menu';
import { useStoreSetting } from '#web/features/store/api/store-setting';
import { queryClient } from '#web/lib/query-client';
import { useRetailCartRepair } from './cart-store';
import { RetailCard } from './components/RetailCard';
import { RetailCartBar } from './components/RetailCartBar';
import { RetailNoticeBanner } from './components/RetailNoticeBanner';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.cname) void queryClient.prefetchQuery(retailMenuQuery(params.cname, params.userId));
  return null;
}

function RetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid grid-cols-2 gap-3">
      <span className="sr-only">{t('app.loading')}</span>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="aspect-[3/4] w-full rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * The store's merchandise by category, with price, stock hints and 售完, and the retail cart:
 * restored carts are checked against the menu on arrival. `?gone=` is set by the merchandise
 * guard when the product asked for is no longer on sale.
 */
export default function RetailPage() {
  const { t } = useTranslation();
  const params = useStoreParams();
  const base = { cname: params.cname, userId: params.userId };
  const store = useStoreSetting();
  const [search] = useSearchParams();
  const menu = useQuery(retailMenuQuery(params.cname, params.userId));
  useRetailCartRepair(params.cname);
  const sections = menu.data ? groupByCategory(menu.data.products, menu.data.categories, t('retail.other')) : [];
  if (store && !store.retailEnable) {
    return (
      <div className="px-4 pt-5 pb-8">
        <EmptyState icon="bag" title={t('retail.disabled')} />
      </div>
    );
  }
  return (
    <div className="space-y-5 px-4 pt-5 pb-8">
      <header>
        <h1 className="text-xl font-semibold tracking-wide">{t('retail.title')}</h1>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
          <Icon name="bag" className="size-4" />
          {t('retail.pickup')}
        </p>
      </header>
      <Banner tone="warning" role="alert">
        {search.has('gone') && <span data-testid="product-gone">{t('retail.detail.gone')}</span>}
      </Banner>
      <RetailNoticeBanner cname={params.cname} />
      {menu.isPending ? (
        <RetailSkeleton />
      ) : menu.isError ? (
        <LoadError onRetry={() => menu.refetch()} />
      ) : sections.length === 0 ? (
        <EmptyState icon="bag" title={t('retail.empty')} />
      ) : (
        sections.map((section) => (
          <section key={section.id} aria-labelledby={`retail-${section.id}-title`} className="space-y-3">
            <h2 id={`retail-${section.id}-title`} className="px-1 text-sm font-semibold text-muted">
              {section.name}
            </h2>
            <div className="grid grid-cols-2 gap-3">
              {section.products.map((product, i) => (
                <RetailCard key={product.id} product={product} index={i} base={base} />
              ))}
            </div>
          </section>
        ))
      )}
      <RetailCartBar base={base} aboveNav />
    </div>
  );
}
