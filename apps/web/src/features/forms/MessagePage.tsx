import type { MessageItem } from '@salon/contract';
import { formatFull, formatWeekday } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Badge } from '#web/components/Badge';
import { ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { Icon } from '#web/components/Icon';
import { LoadError } from '#web/components/LoadError';
import { PageSkeleton } from '#web/components/Skeleton';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { useDisplayLocale } from '#web/lib/i18n';
import { useLoginToken } from '#web/lib/session';
import { messagesQuery } from './api/messages';
import { SentToMe } from './components/SentToMe';

/** message: the store's announcements and notes, and the signed-in customer's forms still to fill in. */
export default function MessagePage() {
  const { t } = useTranslation();
  const { cname, userId } = useStoreParams();
  const signedIn = useLoginToken(cname) !== null;
  const messages = useQuery(messagesQuery(cname, signedIn));

  if (messages.isPending) return <PageSkeleton label={t('app.loading')} />;
  if (messages.isError)
    return (
      <div className="px-4 py-8">
        <LoadError onRetry={() => messages.refetch()} />
      </div>
    );
  const { items } = messages.data;
  return (
    <div className="space-y-3 px-4 pt-4 pb-8">
      {!signedIn && (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-800 ring-1 ring-brand-100">
          {t('messages.signInHint')}{' '}
          <Link
            className="font-medium underline underline-offset-2"
            to={pathTo('UserLogin', { cname, userId }, { redirectUri: 'store' })}
          >
            {t('routes.UserLogin')}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState icon="info" title={t('messages.empty')}>
          <p className="text-sm text-muted">{t('messages.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul className="space-y-3" data-testid="messages">
          {items.map((item) => (
            <li key={item.id}>
              <Message item={item} />
            </li>
          ))}
        </ul>
      )}
      {signedIn && <SentToMe cname={cname} />}
    </div>
  );
}

function Message({ item }: { item: MessageItem }) {
  const { t } = useTranslation();
  const { cname, userId } = useStoreParams();
  const locale = useDisplayLocale();
  const zone = useStoreTimeZone();
  const due = item.kind === 'FormDue';
  const start = item.bookingStartTime;
  const note = item.kind === 'StoreNote';
  // The store's notes are titled in the reader's language; a due form by its English title where the
  // store gave one; the other titles are the store's own.
  const formTitle = (locale === 'en' && item.titleEn) || item.title;
  const title = due ? t('messages.formDue', { title: formTitle }) : note ? t('messages.kinds.StoreNote') : item.title;
  const body = due
    ? start === null
      ? t('messages.formDueAny')
      : t('messages.formDueBooking', { time: `${formatFull(start, zone)} ${formatWeekday(start, zone, locale)}` })
    : item.body;
  return (
    <Card as="article" tone={due ? 'attention' : 'plain'} data-kind={item.kind} aria-labelledby={`message-${item.id}`}>
      {!note && (
        <div className="mb-2 flex items-center justify-between gap-3 text-xs">
          <Badge className={`gap-1 ${due ? 'bg-sand-50 text-sand-700' : 'bg-brand-50 text-brand-800'}`}>
            <Icon name={due ? 'doc' : 'info'} className="size-3.5" />
            {t(`messages.kinds.${item.kind}`)}
          </Badge>
          <span className="text-muted tabular-nums">{formatFull(item.createdAt, zone)}</span>
        </div>
      )}
      <h2 id={`message-${item.id}`} className="font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-muted">{body}</p>
      {due && item.formId && (
        <ButtonLink to={pathTo('FormDetail', { cname, userId, formId: item.formId })} className="mt-3" block>
          {t('messages.openForm')}
        </ButtonLink>
      )}
    </Card>
  );
}
