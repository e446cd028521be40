import { type InvalidateQueryFilters, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** What creating a booking or a pickup order answers: paid online, where the provider's page is. */
interface Placed {
  payment?: { redirectUrl?: string | null } | null;
}

/**
 * Places an order and goes on: paid online, to the provider's page (it comes back to the order);
 * otherwise the queries the order made stale are invalidated and the order's page replaces the
 * checkout. The cart empties once the next page is under way (emptying it first would flash an
 * empty checkout). A failure is handed to `onFailure`; `submitting` is true meanwhile.
 */
export function usePlaceOrder<R extends Placed>({
  onPlaced,
  emptyCart,
  stale,
  resultPath,
  onFailure,
}: {
  /** Right after the API answered, before leaving the page. */
  onPlaced: (created: R) => void;
  emptyCart: () => void;
  stale: InvalidateQueryFilters[];
  resultPath: (created: R) => string;
  onFailure: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const place = async (create: () => Promise<R>) => {
    setSubmitting(true);
    try {
      const created = await create();
      onPlaced(created);
      if (created.payment?.redirectUrl) {
        emptyCart();
        window.location.assign(created.payment.redirectUrl);
        return;
      }
      for (const filters of stale) void queryClient.invalidateQueries(filters);
      try {
        await navigate(resultPath(created), { replace: true });
      } finally {
        emptyCart();
      }
    } catch (error) {
      onFailure(error);
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, place };
}
