import { useTranslation } from 'react-i18next';
import { useRouteName } from '#web/app/route-handle';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { ButtonLink } from '#web/components/Button';
import { Icon } from '#web/components/Icon';

/** Stand-in for screens that later issues build: the screen's title and a 即將推出 note. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const name = useRouteName();
  const params = useStoreParams();
  return (
    <section className="flex flex-col items-center px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-sand-100 text-sand-700">
        <Icon name="sparkle" className="size-8" />
      </span>
      <p className="mt-5 rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
        {t('comingSoon.badge')}
      </p>
      <h2 className="mt-3 text-xl font-semibold">{name ? t(`routes.${name}`) : ''}</h2>
      <p className="mt-2 text-muted">{t('comingSoon.text')}</p>
      <ButtonLink
        to={pathTo('Store', { cname: params.cname, userId: params.userId })}
        variant="secondary"
        size="lg"
        className="mt-8"
      >
        <Icon name="home" />
        {t('comingSoon.backToStore')}
      </ButtonLink>
    </section>
  );
}
