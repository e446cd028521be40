import type { StoreSetting } from '@salon/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Avatar } from '#web/components/Avatar';
import { Badge } from '#web/components/Badge';
import { Card } from '#web/components/Card';
import { Icon, type IconName } from '#web/components/Icon';
import { PageSkeleton } from '#web/components/Skeleton';
import { storePageMenuQuery } from '#web/features/menu/api/service-menu';
import { nowSeconds } from '#web/lib/clock';
import { queryClient } from '#web/lib/query-client';
import { useLoginToken } from '#web/lib/session';
import { activeLogin } from '#web/lib/storage';
import { useStoreSetting, useStoreTimeZone } from './api/store-setting';
import { OpeningHours } from './components/OpeningHours';
import { OpenStatusBadge } from './components/OpenStatusBadge';
import { weekdayIndexAt } from './hours';

/** Starts the designers' fetch with the screen (main.tsx may have already); the page shows without waiting for it. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.cname) {
    void queryClient.prefetchQuery(
      storePageMenuQuery(params.cname, params.userId, activeLogin(params.cname)?.userId ?? null),
    );
  }
  return null;
}

function Hero({ store }: { store: StoreSetting }) {
  const now = nowSeconds();
  const zone = useStoreTimeZone();
  return (
    <section aria-labelledby="store-name" className="relative">
      <div className="aspect-[16/9] w-full overflow-hidden bg-brand-100 sm:rounded-b-3xl">
        {store.banner && (
          // The page's largest paint: fetched first, its 16:9 box reserved before it arrives.
          <img
            src={store.banner}
            alt=""
            width={1600}
            height={900}
            fetchPriority="high"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="relative -mt-10 px-4">
        <Card as="div" raised className="pt-12">
          <Avatar
            src={store.logo}
            name={store.name}
            className="absolute -top-8 left-8 size-[4.5rem] ring-4 ring-white shadow-md"
          />
          <h1 id="store-name" className="text-xl font-semibold leading-snug tracking-wide">
            {store.name}
          </h1>
          {store.websiteDescription && <p className="mt-1 text-sm text-muted">{store.websiteDescription}</p>}
          <div className="mt-3">
            <OpenStatusBadge hours={store.openingHours} now={now} zone={zone} />
          </div>
        </Card>
      </div>
    </section>
  );
}

function EntryButton({
  to,
  icon,
  title,
  hint,
  primary,
}: {
  to: string;
  icon: IconName;
  title: string;
  hint: string;
  primary?: boolean;
}) {
  return (
    <Link
      to={to}
      className={`flex items-center gap-3 rounded-2xl p-4 transition ${
        primary
          ? 'bg-brand-600 text-white shadow-md shadow-brand-900/10 hover:bg-brand-700'
          : 'bg-white text-ink ring-1 ring-line hover:ring-brand-300'
      }`}
    >
      <span
        className={`grid size-11 shrink-0 place-items-center rounded-xl ${primary ? 'bg-white/15' : 'bg-sand-50 text-sand-700'}`}
      >
        <Icon name={icon} className="size-6" />
      </span>
      <span className="flex-1">
        <span className="block font-semibold">{title}</span>
        <span className={`block text-xs ${primary ? 'text-brand-100' : 'text-muted'}`}>{hint}</span>
      </span>
      <Icon name="chevronRight" className="size-5 opacity-70" />
    </Link>
  );
}

function ContactCard({ store }: { store: StoreSetting }) {
  const { t } = useTranslation();
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(store.address)}`;
  const rows: { icon: IconName; label: string; value: string; href: string; action: string; external?: boolean }[] = [];
  if (store.address)
    rows.push({
      icon: 'pin',
      label: t('store.address'),
      value: store.address,
      href: mapUrl,
      action: t('store.openMap'),
      external: true,
    });
  if (store.phone)
    rows.push({
      icon: 'phone',
      label: t('store.phone'),
      value: store.phone,
      href: `tel:${store.phone.replace(/[^\d+]/g, '')}`,
      action: t('store.call'),
    });
  if (rows.length === 0) return null;
  return (
    <Card raised className="divide-y divide-line/70 py-1">
      {rows.map((row) => (
        <a
          key={row.label}
          href={row.href}
          target={row.external ? '_blank' : undefined}
          rel={row.external ? 'noopener noreferrer' : undefined}
          className="flex items-center gap-3 py-3"
        >
          <Icon name={row.icon} className="size-5 shrink-0 text-brand-600" />
          <span className="min-w-0 flex-1">
            <span className="block text-xs text-muted">{row.label}</span>
            <span className="block text-sm leading-relaxed">{row.value}</span>
          </span>
          <Badge size="md" className="bg-brand-50 text-brand-700">
            {row.action}
          </Badge>
        </a>
      ))}
    </Card>
  );
}

function Team({ cname, userId }: { cname: string; userId: string | null }) {
  const { t } = useTranslation();
  const token = useLoginToken(cname);
  const { data } = useQuery(storePageMenuQuery(cname, userId, token ? (activeLogin(cname)?.userId ?? null) : null));
  if (!data || data.users.length === 0) return null;
  return (
    <section aria-labelledby="team-title">
      <h2 id="team-title" className="mb-3 px-1 text-base font-semibold">
        {t('store.team')}
      </h2>
      <ul className="scrollbar-none -mx-4 flex gap-3 overflow-x-auto px-4 pb-1">
        {data.users.map((user) => (
          <li key={user.id} className="w-24 shrink-0">
            <Link
              to={pathTo('StoreMenu', { cname, userId }, userId ? undefined : { designer: user.id })}
              className="flex flex-col items-center gap-1.5 rounded-xl p-1 text-center"
            >
              <Avatar src={user.avatar} name={user.name} className="size-16 ring-2 ring-white shadow-sm" />
              <span className="w-full truncate text-sm font-medium">{user.name}</span>
              {user.title && <span className="w-full truncate text-[11px] text-muted">{user.title}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function StorePage() {
  const { t } = useTranslation();
  const params = useStoreParams();
  const store = useStoreSetting();
  const zone = useStoreTimeZone();
  if (!store) return <PageSkeleton label={t('app.loading')} />;
  const base = { cname: params.cname, userId: params.userId };
  const today = weekdayIndexAt(nowSeconds(), zone);
  return (
    <div className="space-y-5 pb-6">
      <Hero store={store} />
      <div className="space-y-5 px-4">
        {store.user && (
          <p className="flex items-center gap-3 rounded-2xl bg-sand-50 p-3 text-sm ring-1 ring-sand-100">
            <Avatar src={store.user.avatar} name={store.user.name} className="size-10" />
            {t('store.designerPage', { name: store.user.name })}
          </p>
        )}
        <nav className="space-y-3" aria-label={t('nav.label')}>
          {store.serviceEnable ? (
            <EntryButton
              primary
              to={pathTo('StoreMenu', base)}
              icon="calendar"
              title={t('store.book')}
              hint={t('store.bookHint')}
            />
          ) : (
            <Card as="p" className="text-sm text-muted">
              {t('store.bookingUnavailable')}
            </Card>
          )}
          {store.retailEnable && (
            <EntryButton
              to={pathTo('StoreRetail', base)}
              icon="bag"
              title={t('store.shop')}
              hint={t('store.shopHint')}
            />
          )}
        </nav>
        <ContactCard store={store} />
        <Card raised aria-labelledby="hours-title">
          <h2 id="hours-title" className="mb-2 flex items-center gap-2 px-1 font-semibold">
            <Icon name="clock" className="size-5 text-brand-600" />
            {t('store.hours')}
          </h2>
          <OpeningHours hours={store.openingHours} todayIndex={today} />
        </Card>
        {store.description && (
          <Card raised aria-labelledby="about-title">
            <h2 id="about-title" className="mb-2 font-semibold">
              {t('store.about')}
            </h2>
            <p className="whitespace-pre-line text-sm leading-7 text-ink/90">{store.description}</p>
          </Card>
        )}
        <Team cname={params.cname} userId={params.userId} />
        {store.notes && (
          <section aria-labelledby="notes-title" className="rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-100">
            <h2 id="notes-title" className="mb-2 flex items-center gap-2 font-semibold text-sand-700">
              <Icon name="info" className="size-5" />
              {t('store.notes')}
            </h2>
            <p className="whitespace-pre-line text-sm leading-7">{store.notes}</p>
          </section>
        )}
        <Link
          to={pathTo('Terms', base)}
          className="flex min-h-11 items-center justify-between rounded-2xl px-1 py-2 text-sm text-muted hover:text-ink"
        >
          <span className="flex items-center gap-2">
            <Icon name="doc" className="size-4" />
            {t('store.terms')}
          </span>
          <Icon name="chevronRight" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
