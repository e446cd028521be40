import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Icon } from '#web/components/Icon';
import { useLoginToken } from '#web/lib/session';
import { messagesQuery } from '../api/messages';

/** The header's way to the message page, with the count of what waits for the signed-in customer. */
export function MessagesLink() {
  const { t } = useTranslation();
  const { cname, userId } = useStoreParams();
  const signedIn = useLoginToken(cname) !== null;
  const messages = useQuery({ ...messagesQuery(cname, signedIn), enabled: signedIn });
  const count = signedIn ? (messages.data?.pendingCount ?? 0) : 0;
  return (
    <Link
      to={pathTo('Message', { cname, userId })}
      aria-label={count > 0 ? t('messages.navPending', { count }) : t('messages.navLabel')}
      data-testid="messages-link"
      className="relative grid size-11 place-items-center rounded-full text-ink transition hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <Icon name="doc" className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="messages-count"
          className="absolute top-1 right-1 grid min-w-5 place-items-center rounded-full bg-[#b3402f] px-1 text-[11px] leading-5 font-semibold text-white tabular-nums"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
