import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Button, ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { loginPathFor } from '#web/features/auth';
import { isApiError } from '#web/lib/api';
import { errorText } from '#web/lib/error-text';
import { queryClient } from '#web/lib/query-client';
import { useLoginToken } from '#web/lib/session';
import { joinWaitlist, myWaitlistQuery, waitlistDay } from '../api/waitlist';

/** What a waitlist entry asks for: a day (YYYY-MM-DD), a service and a designer (null: any). */
export interface WaitlistWish {
  day: string;
  productId: string | null;
  userId: string | null;
}

/** The cart's wish for a day: its one service and its one chosen designer, else any. */
export function wishOf(day: string, events: { productId: string; userId: string | null }[]): WaitlistWish {
  const products = [...new Set(events.map((e) => e.productId))];
  const designers = [...new Set(events.map((e) => e.userId))];
  return {
    day,
    productId: products.length === 1 ? (products[0] ?? null) : null,
    userId: designers.length === 1 ? (designers[0] ?? null) : null,
  };
}

/**
 * A fully booked day offers the waitlist: a signed-in customer joins it for that day and is told,
 * in the order they joined, when a cancellation or a move frees a time. Signed out, it leads to
 * sign-in and back.
 */
export function WaitlistOffer({ wish }: { wish: WaitlistWish }) {
  const { t } = useTranslation();
  const location = useLocation();
  const params = useStoreParams();
  const base = { cname: params.cname, userId: params.userId };
  const token = useLoginToken(params.cname);
  const mine = useQuery(myWaitlistQuery(params.cname, token));
  const join = useMutation({
    mutationFn: () => joinWaitlist(params.cname, wish),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myWaitlistQuery(params.cname, token).queryKey }),
  });
  const waiting = mine.data?.entries.some((e) => e.day === wish.day) ?? false;
  const shown = waitlistDay(wish.day);

  return (
    <Card as="div" className="mt-3 space-y-3 text-left" data-testid="waitlist-offer">
      <h3 className="font-semibold">{t('booking.waitlist.offerTitle')}</h3>
      {waiting ? (
        <p className="text-sm" role="status" data-testid="waitlist-joined">
          {t(join.isSuccess ? 'booking.waitlist.joined' : 'booking.waitlist.already', { day: shown })}
        </p>
      ) : (
        <p className="text-sm text-muted">{t('booking.waitlist.offerHint')}</p>
      )}
      {join.isError && (
        <p role="alert" className="text-sm text-red-800">
          {isApiError(join.error) ? errorText(join.error.status, 'booking') : t('errors.loadFailed')}
        </p>
      )}
      {!token ? (
        <ButtonLink to={loginPathFor(location, base)} block>
          {t('booking.waitlist.signIn')}
        </ButtonLink>
      ) : waiting ? (
        <ButtonLink to={pathTo('Booking', base)} variant="secondary" block>
          {t('booking.waitlist.seeMine')}
        </ButtonLink>
      ) : (
        <Button
          block
          icon="clock"
          loading={join.isPending || mine.isPending}
          loadingLabel={join.isPending ? t('booking.waitlist.joining') : undefined}
          onClick={() => join.mutate()}
          data-testid="waitlist-join"
        >
          {t('booking.waitlist.join', { day: shown })}
        </Button>
      )}
    </Card>
  );
}
