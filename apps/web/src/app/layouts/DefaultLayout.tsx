import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { IconButton } from '#web/components/Button';
import { LanguageSwitch } from '#web/components/LanguageSwitch';
import { useStoreSetting } from '#web/features/store/api/store-setting';
import { useRouteName } from '../route-handle';
import { useBack } from './useBack';
import { useDocumentTitle } from './useDocumentTitle';

/** Layout of inner screens: a back button and the screen's title. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const store = useStoreSetting();
  const name = useRouteName();
  const title = name ? t(`routes.${name}`) : '';
  useDocumentTitle(title, store?.name);
  const back = useBack();
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-line/70 bg-canvas/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-xl items-center gap-2 px-2">
          <IconButton look="nav" icon="arrowLeft" label={t('app.back')} onClick={back} />
          <h1 className="flex-1 truncate text-base font-semibold">{title}</h1>
          <LanguageSwitch className="mr-2" />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-xl">
        <Outlet />
      </main>
    </div>
  );
}
