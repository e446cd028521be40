import type { CheckoutRequest, StoreSetting } from '@salon/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { serviceMenuQuery } from '#web/features/menu/api/service-menu';
import { type WalletSelection, walletFields } from '#web/features/wallet';
import { checkoutQuery } from './api/checkout';
import { assignDesigners, isParallel, type ServiceCart, wireEvents } from './cart';
import { checkCart, updateCart } from './cart-store';

/**
 * Checkout's priced summary of the cart: the request body (services, time, people, wallet), the
 * cart checked against the store's menu first, then POST /bookings/checkout. Who the summary
 * assigned is kept in the cart (realUserId / realUserName).
 */
export function useCheckoutSummary({
  cname,
  token,
  store,
  cart,
  startTime,
}: {
  cname: string;
  token: string;
  store: StoreSetting;
  cart: ServiceCart;
  startTime: number;
}) {
  const queryClient = useQueryClient();
  const events = useMemo(() => wireEvents(cart, store), [cart.events, store.unassignedMode]);
  const parallel = isParallel(cart, store);
  // Vouchers and the value card are kept in the cart (the spec's fields); the ticket on the page.
  const [ticketId, setTicketId] = useState<string | null>(null);
  const wallet: WalletSelection = {
    voucherIds: cart.voucherIds,
    customerValueCardId: cart.customerValueCardId,
    customerServiceTicketId: ticketId,
  };
  const setWallet = (next: WalletSelection) => {
    setTicketId(next.customerServiceTicketId);
    updateCart(cname, (c) => ({ ...c, voucherIds: next.voucherIds, customerValueCardId: next.customerValueCardId }));
  };
  const body: CheckoutRequest = useMemo(
    () => ({ events, startTime, customerCount: cart.customerCount, parallel, ...walletFields(wallet) }),
    [events, startTime, cart.customerCount, parallel, cart.voucherIds, cart.customerValueCardId, ticketId],
  );
  // The API checks the services first (gone, gender, designer, start); what it changes is listed and
  // the page falls back to choosing a time. The summary is asked for only once the cart passed.
  const itemCheck = useQuery({
    queryKey: ['cart-check', cname, token, body],
    queryFn: async ({ signal }) =>
      checkCart(cname, store, await queryClient.ensureQueryData(serviceMenuQuery(cname, null)), undefined, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const summary = useQuery({
    ...checkoutQuery(cname, token, body),
    enabled: !itemCheck.isPending && (itemCheck.data?.length ?? 0) === 0,
  });

  useEffect(() => {
    const assigned = summary.data?.events.filter((e) => e.customerIndex === 0);
    if (assigned) updateCart(cname, (c) => assignDesigners(c, assigned));
  }, [summary.data, cname]);

  return { body, parallel, wallet, setWallet, summary };
}
