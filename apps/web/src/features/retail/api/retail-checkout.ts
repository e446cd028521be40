import { customerSideEndpoints as endpoints, type RetailCheckoutSummary } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { type WalletSelection, walletFields } from '#web/features/wallet';
import { call } from '#web/lib/api';

type Line = { productId: string; quantity: number; price: number };

/**
 * POST /bookings/checkout with the retail cart (sign-in required): the server's line totals, total
 * and payment methods. Each line carries the price the customer saw, so a price changed since is
 * CALCULATE_FAILED, and a product gone or short is ITEMS_CHECK_FAILED with per-item results.
 */
export const retailCheckoutQuery = (
  cname: string,
  token: string | null,
  items: readonly Line[],
  wallet: WalletSelection,
) =>
  queryOptions({
    queryKey: ['retail', 'checkout', cname, token, items, wallet],
    queryFn: async ({ signal }): Promise<RetailCheckoutSummary> => {
      const summary = await call(endpoints.checkout, {
        cname,
        body: { items: [...items], customerNotes: '', ...walletFields(wallet) },
        signal,
      });
      // A retail cart is always answered with the retail summary (a service cart gets `events`).
      if (!('items' in summary)) throw new Error('checkout answered a service summary for a retail cart');
      return summary;
    },
    staleTime: 0,
  });
