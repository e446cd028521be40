import { designerChoice, designerServices, type ServiceProduct, shownDesignerId } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { EmptyState } from '#web/components/EmptyState';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { CartBar } from '#web/features/booking/components/CartBar';
import { useStoreSetting } from '#web/features/store/api/store-setting';
import { queryClient } from '#web/lib/query-client';
import { useLoginToken } from '#web/lib/session';
import { activeLogin } from '#web/lib/storage';
import { menuPageQueries } from './api/service-menu';
import { CategoryTabs, sectionDomId } from './components/CategoryTabs';
import { DesignerStrip } from './components/DesignerStrip';
import { ServiceCard } from './components/ServiceCard';
import { groupByCategory } from './sections';

/** Starts the page's menus (menuPageQueries: the signed-in customer's first); main.tsx may have started them already. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!params.cname) return null;
  const { theirs, all } = menuPageQueries(params.cname, params.userId, activeLogin(params.cname)?.userId ?? null);
  if (theirs) void queryClient.prefetchQuery(theirs);
  void queryClient.prefetchQuery(all);
  return null;
}

/**
 * Why the signed-in customer cannot book each service, by product id: the services the store
 * lists but the menu for them (GET /bookings/menu/service with customerId) leaves out. `pending`
 * while their menu is on its way: the services are not shown before it, so none limited to
 * another gender flashes in as bookable.
 */
function useUnavailable(
  cname: string,
  userId: string | null,
  customerId: string | null,
  all: ServiceProduct[] | undefined,
) {
  const { t } = useTranslation();
  const { theirs: theirsQuery, all: allQuery } = menuPageQueries(cname, userId, customerId);
  const theirs = useQuery({ ...(theirsQuery ?? allQuery), enabled: !!theirsQuery });
  const reasons = useMemo(() => {
    const reasons = new Map<string, string>();
    if (!customerId || !theirs.data || !all) return reasons;
    const bookable = new Set(theirs.data.products.map((p) => p.id));
    for (const p of all) {
      if (bookable.has(p.id)) continue;
      reasons.set(
        p.id,
        t(p.customerLimited === 'None' ? 'menu.genderLimit.unavailable' : `menu.genderLimit.${p.customerLimited}`),
      );
    }
    return reasons;
  }, [customerId, theirs.data, all, t]);
  return { reasons, pending: !!theirsQuery && theirs.isPending };
}

function MenuSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('app.loading')}</span>
      <div className="flex gap-3">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="size-14 rounded-full" />
        ))}
      </div>
      <Skeleton className="h-11 w-full rounded-full" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-24 w-full rounded-2xl" />
      ))}
    </div>
  );
}

export default function MenuPage() {
  const { t } = useTranslation();
  const params = useStoreParams();
  const { pid } = useParams();
  const [search] = useSearchParams();
  const store = useStoreSetting();
  const token = useLoginToken(params.cname);
  const customerId = token ? (activeLogin(params.cname)?.userId ?? null) : null;
  const menu = useQuery(menuPageQueries(params.cname, params.userId, customerId).all);
  const unavailable = useUnavailable(params.cname, params.userId, customerId, menu.data?.products);

  const choice = store ? designerChoice({ unassignedMode: store.unassignedMode, pageDesignerId: params.userId }) : null;
  // The designer prices are shown for: the page's own designer, the ?designer= choice, or no preference.
  const designerId =
    choice && menu.data
      ? shownDesignerId(
          choice,
          search.get('designer'),
          menu.data.users.map((u) => u.id),
        )
      : null;
  const sections = useMemo(() => {
    if (!menu.data) return [];
    // A designer's services: the one rule the staff booking form lists them by too.
    const theirs = designerId ? new Set(designerServices(menu.data.products, designerId).map((s) => s.id)) : null;
    return groupByCategory(
      menu.data.products,
      menu.data.categories,
      t('menu.other'),
      (p) => !theirs || theirs.has(p.id),
    );
  }, [menu.data, designerId, t]);

  // A link straight to /menu/:pid opens that service: bring it into view once.
  useEffect(() => {
    if (pid && menu.data) document.getElementById(`service-${pid}`)?.scrollIntoView({ block: 'center' });
  }, [menu.data]);

  const base = { cname: params.cname, userId: params.userId };
  const designerQuery = designerId && !params.userId ? { designer: designerId } : undefined;

  return (
    <div className="space-y-4 px-4 pt-5 pb-8">
      <header>
        <h1 className="text-xl font-semibold tracking-wide">{t('menu.title')}</h1>
        <p className="mt-1 text-xs text-muted">{t('menu.priceNote')}</p>
      </header>
      {menu.isPending || unavailable.pending || !store ? (
        <MenuSkeleton />
      ) : menu.isError ? (
        <LoadError onRetry={() => menu.refetch()} />
      ) : (
        <>
          {!choice?.storeAssigns && menu.data.users.length > 0 && (
            <DesignerStrip
              designers={menu.data.users}
              selected={designerId}
              allowNoPreference={!!choice?.offerNoPreference}
              hrefFor={(id) => pathTo('StoreMenu', { ...base, pid }, id ? { designer: id } : undefined)}
            />
          )}
          {sections.length === 0 ? (
            <EmptyState icon="scissors" title={designerId ? t('menu.emptyForDesigner') : t('menu.empty')} />
          ) : (
            <>
              <CategoryTabs sections={sections} />
              {sections.map((section) => (
                <section
                  key={section.id}
                  id={sectionDomId(section.id)}
                  data-section={section.id}
                  aria-labelledby={`${sectionDomId(section.id)}-title`}
                  className="scroll-mt-32 space-y-3"
                >
                  <h2 id={`${sectionDomId(section.id)}-title`} className="px-1 pt-2 text-sm font-semibold text-muted">
                    {section.name}
                  </h2>
                  {section.products.map((product) => {
                    const open = pid === product.id;
                    return (
                      <ServiceCard
                        key={product.id}
                        product={product}
                        designers={menu.data.users}
                        designerId={designerId}
                        open={open}
                        unavailable={unavailable.reasons.get(product.id) ?? null}
                        toggleHref={pathTo('StoreMenu', { ...base, pid: open ? null : product.id }, designerQuery)}
                      />
                    );
                  })}
                </section>
              ))}
            </>
          )}
        </>
      )}
      <CartBar />
    </div>
  );
}
