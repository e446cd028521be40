import { useTranslation } from 'react-i18next';
import { Banner } from '#web/components/Banner';
import { iconButtonClass } from '#web/components/Button';
import { Icon } from '#web/components/Icon';
import { dismissRetailNotice, useRetailNotice } from '../cart-store';

/** What a check changed in the cart (a restored cart, a refused order): which product and why. */
export function RetailNoticeBanner({ cname, className = '' }: { cname: string; className?: string }) {
  const { t } = useTranslation();
  const lines = useRetailNotice(cname);
  return (
    <Banner
      tone="warning"
      className={className}
      action={
        lines.length > 0 && (
          <button
            type="button"
            className={`${iconButtonClass} -my-2 -mr-2`}
            aria-label={t('retail.notice.dismiss')}
            onClick={() => dismissRetailNotice(cname)}
          >
            <Icon name="x" className="size-4" />
          </button>
        )
      }
    >
      {lines.length > 0 && (
        <div data-testid="retail-notice">
          <p className="font-medium">{t('retail.notice.title')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {lines.map(({ change, name }) => (
              <li key={`${change.productId}-${change.kind}`}>
                {change.kind === 'lowered'
                  ? t('retail.notice.lowered', { name, count: change.stock })
                  : t(`retail.notice.${change.reason}`, { name })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Banner>
  );
}
