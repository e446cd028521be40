import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Icon, type IconName } from '#web/components/Icon';
import { LanguageSwitch } from '#web/components/LanguageSwitch';
import { MessagesLink } from '#web/features/forms';
import { useStoreSetting } from '#web/features/store/api/store-setting';
import { useRouteName } from '../route-handle';
import { pathTo, type RouteName } from '../routes';
import { useStoreParams } from '../use-store-params';
import { StoreBrand } from './StoreBrand';
import { useDocumentTitle } from './useDocumentTitle';

interface Tab {
  name: RouteName;
  label: string;
  icon: IconName;
}

function BottomNav({ tabs }: { tabs: Tab[] }) {
  const { t } = useTranslation();
  const params = useStoreParams();
  const current = useRouteName();
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-xl">
        {tabs.map((tab) => {
          const active = current === tab.name;
          return (
            <li key={tab.name} className="flex-1">
              <Link
                to={pathTo(tab.name, { cname: params.cname, userId: params.userId })}
                aria-current={active ? 'page' : undefined}
                className={`flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium transition ${
                  active ? 'text-brand-600' : 'text-muted hover:text-ink'
                }`}
              >
                <Icon name={tab.icon} className="size-6" />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Layout of the entry screens (store, menu, retail, terms, booking, profile): brand bar and tab bar. */
export function EntryLayout() {
  const { t } = useTranslation();
  const store = useStoreSetting();
  const name = useRouteName();
  useDocumentTitle(name && name !== 'Store' ? t(`routes.${name}`) : null, store?.websiteTitle ?? store?.name);
  const tabs: Tab[] = [
    { name: 'Store', label: t('nav.store'), icon: 'home' },
    ...(store?.serviceEnable !== false ? [{ name: 'StoreMenu', label: t('nav.menu'), icon: 'scissors' } as const] : []),
    ...(store?.retailEnable ? [{ name: 'StoreRetail', label: t('nav.retail'), icon: 'bag' } as const] : []),
    { name: 'UserProfile', label: t('nav.member'), icon: 'user' },
  ];
  return (
    <div className="min-h-dvh pb-[calc(4.5rem+env(safe-area-inset-bottom))]">
      <header className="sticky top-0 z-30 border-b border-line/70 bg-canvas/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-xl items-center justify-between gap-3 px-4">
          <StoreBrand store={store} />
          <div className="flex items-center gap-1">
            <MessagesLink />
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-xl">
        <Outlet />
      </main>
      <BottomNav tabs={tabs} />
    </div>
  );
}
