import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { NavigationProgress } from '#web/components/NavigationProgress';
import { OfflineBanner } from '#web/components/OfflineBanner';
import { LoginErrorHost } from '#web/features/auth/components/LoginErrorHost';
import { useRouteName } from '../route-handle';
import type { RouteName } from '../routes';
import { shouldScrollToTop } from '../scroll';

function ScrollManager() {
  const { key } = useLocation();
  const name = useRouteName();
  const previous = useRef<RouteName | null>(null);
  // Runs once per navigation (location key), reading the route name at that time.
  useLayoutEffect(() => {
    if (shouldScrollToTop(previous.current, name)) window.scrollTo(0, 0);
    previous.current = name;
  }, [key]);
  return null;
}

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <ScrollManager />
      <Outlet />
      <LoginErrorHost />
      <OfflineBanner />
    </>
  );
}
