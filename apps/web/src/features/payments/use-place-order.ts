import { type InvalidateQueryFilters, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDisplayLocale } from '#web/lib/i18n';
import { payUrl } from './pay-url';
import { unpaidOrder } from './unpaid-order';

/** What creating a booking or a pickup order answers: paid online, where the provider's page is. */
interface Placed {
  payment?: { redirectUrl?: string | null } | null;
}

/**
 * Places an order and goes on: paid online, to the provider's page (it comes back to the order);
 * otherwise the queries the order made stale are invalidated and the order's page replaces the
 * checkout. The cart empties once the next page is under way (emptying it first would flash an
 * empty checkout). An order made whose payment the provider would not start (PAY_FAILED) goes
 * to its page too, where another method can pay it; any other failure is handed to `onFailure`.
 * `submitting` is true meanwhile.
 */
export function usePlaceOrder<R extends Placed>({
  onPlaced,
  emptyCart,
  stale,
  resultPath,
  idField,
  onFailure,
}: {
  /** Right after the API answered, before leaving the page. */
  onPlaced: (created: R) => void;
  emptyCart: () => void;
  stale: InvalidateQueryFilters[];
  resultPath: (created: R) => string;
  /** The created order's id field (bookingId, pickId), by which a PAY_FAILED answer carries it. */
  idField: keyof R & string;
  onFailure: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useDisplayLocale();
  const [submitting, setSubmitting] = useState(false);

  const toOrderPage = async (created: R) => {
    for (const filters of stale) void queryClient.invalidateQueries(filters);
    try {
      await navigate(resultPath(created), { replace: true });
    } finally {
      emptyCart();
    }
  };

  const place = async (create: () => Promise<R>) => {
    setSubmitting(true);
    try {
      const created = await create();
      onPlaced(created);
      if (created.payment?.redirectUrl) {
        emptyCart();
        window.location.assign(payUrl(created.payment.redirectUrl, locale));
        return;
      }
      await toOrderPage(created);
    } catch (error) {
      const unpaid = unpaidOrder<R>(error, idField);
      if (unpaid) {
        onPlaced(unpaid);
        await toOrderPage(unpaid);
      } else onFailure(error);
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, place };
}
