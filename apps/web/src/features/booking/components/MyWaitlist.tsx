import { formatShort } from '@salon/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RouteParams } from '#web/app/routes';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { serviceMenuQuery } from '#web/features/menu/api/service-menu';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { isApiError } from '#web/lib/api';
import { errorText } from '#web/lib/error-text';
import { queryClient } from '#web/lib/query-client';
import { leaveWaitlist, myWaitlistQuery, waitlistDay } from '../api/waitlist';

/**
 * 我的候補: the days the signed-in customer waits for (service and designer, or any), in the order
 * they joined, each with a button to leave it. Shown beside their bookings only when there are any.
 */
export function MyWaitlist({ base, token }: { base: RouteParams & { cname: string }; token: string | null }) {
  const { t } = useTranslation();
  const zone = useStoreTimeZone();
  const list = useQuery(myWaitlistQuery(base.cname, token));
  const menu = useQuery(serviceMenuQuery(base.cname, null));
  const leave = useMutation({
    mutationFn: (entryId: string) => leaveWaitlist(base.cname, entryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myWaitlistQuery(base.cname, token).queryKey }),
  });
  if (!token || (list.isSuccess && list.data.entries.length === 0 && !leave.isSuccess)) return null;
  const service = (id: string | null) =>
    id === null ? t('booking.waitlist.anyService') : (menu.data?.products.find((p) => p.id === id)?.name ?? '…');
  const designer = (id: string | null) =>
    id === null ? t('booking.waitlist.anyDesigner') : (menu.data?.users.find((u) => u.id === id)?.name ?? '…');

  return (
    <section aria-labelledby="waitlist-title" data-testid="my-waitlist" className="space-y-2">
      <h2 id="waitlist-title" className="text-sm font-semibold text-muted">
        {t('booking.waitlist.mineTitle')}
      </h2>
      <p role="status" className="text-sm empty:hidden">
        {leave.isSuccess ? t('booking.waitlist.left') : ''}
      </p>
      {leave.isError && (
        <p role="alert" className="text-sm text-red-800">
          {isApiError(leave.error) ? errorText(leave.error.status, 'booking') : t('errors.loadFailed')}
        </p>
      )}
      {list.isPending ? (
        <Skeleton className="h-20 w-full rounded-2xl" />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.entries.length === 0 ? (
        <Card as="p" className="text-sm text-muted">
          {t('booking.waitlist.mineEmpty')}
        </Card>
      ) : (
        <ul className="space-y-3">
          {list.data.entries.map((entry) => (
            <li key={entry.id}>
              <Card as="div" className="flex items-center justify-between gap-3" data-testid={`waitlist-${entry.id}`}>
                <div className="min-w-0">
                  <p className="font-semibold tabular-nums">{waitlistDay(entry.day)}</p>
                  <p className="truncate text-sm">
                    {service(entry.productId)} · {designer(entry.userId)}
                  </p>
                  <p className="text-xs text-muted tabular-nums">
                    {t('booking.waitlist.since', { time: formatShort(entry.createdAt, zone) })}
                  </p>
                </div>
                <Button
                  variant="dangerOutline"
                  className="shrink-0"
                  loading={leave.isPending && leave.variables === entry.id}
                  aria-label={t('booking.waitlist.leaveLabel', { day: waitlistDay(entry.day) })}
                  onClick={() => leave.mutate(entry.id)}
                >
                  {t('booking.waitlist.leave')}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
