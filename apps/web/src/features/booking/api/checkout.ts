import type { CheckoutRequest, CheckoutSummary } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The checkout summary of the cart (prices, deposit, payment methods, policy) for the signed-in customer. */
export const checkoutQuery = (cname: string, token: string | null, cart: CheckoutRequest) =>
  queryOptions({
    queryKey: ['bookings', 'checkout', cname, token, cart],
    queryFn: async ({ signal }): Promise<CheckoutSummary> => {
      const summary = await call(endpoints.checkout, { cname, body: cart, signal });
      // A service cart is always answered with the service summary (a retail cart gets `items`).
      if (!('events' in summary)) throw new Error('checkout answered a retail summary for a service cart');
      return summary;
    },
    staleTime: 0,
  });
