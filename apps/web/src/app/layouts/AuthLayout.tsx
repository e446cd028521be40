import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Avatar } from '#web/components/Avatar';
import { IconButton } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { LanguageSwitch } from '#web/components/LanguageSwitch';
import { useStoreSetting } from '#web/features/store/api/store-setting';
import { useRouteName } from '../route-handle';
import { useBack } from './useBack';
import { useDocumentTitle } from './useDocumentTitle';

/** Layout of sign-in and registration: the store's logo over a centred card. */
export function AuthLayout() {
  const { t } = useTranslation();
  const store = useStoreSetting();
  const name = useRouteName();
  const back = useBack();
  useDocumentTitle(name ? t(`routes.${name}`) : null, store?.name);
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-canvas">
      <div className="mx-auto flex max-w-md items-center justify-between p-2">
        <IconButton look="nav" icon="arrowLeft" label={t('app.back')} onClick={back} />
        <LanguageSwitch className="mr-1" />
      </div>
      <main id="main" className="mx-auto flex max-w-md flex-col items-center px-4 pb-10">
        {store && (
          <div className="mb-6 flex flex-col items-center gap-2 text-center">
            <Avatar src={store.logo} name={store.name} className="size-16 ring-4 ring-white" />
            <p className="font-semibold">{store.name}</p>
          </div>
        )}
        <Card as="div" padding="lg" className="w-full shadow-sm">
          <Outlet />
        </Card>
      </main>
    </div>
  );
}
