import type { BookingCart } from '@salon/contract';
import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The checkout summary of the cart (prices, deposit, payment methods, policy) for the signed-in customer. */
export const checkoutQuery = (cname: string, token: string | null, cart: BookingCart) =>
  queryOptions({
    queryKey: ['bookings', 'checkout', cname, token, cart],
    queryFn: ({ signal }) => call(endpoints.checkout, { cname, body: cart, signal }),
    staleTime: 0,
  });
