import type { BookingDetail, CheckoutSummary, EndpointResult, RetailCheckoutSummary } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiClient } from './api';

/**
 * Compile-time checks of `call`: `npm run typecheck` fails when a line marked @ts-expect-error
 * compiles, so a call with a wrong body, a missing store or a missing path parameter cannot be written.
 * The function is never run.
 */
function calls(call: ApiClient['call']) {
  const cart = { events: [{ productId: 'cut', userId: null }], startTime: 1000, customerCount: 1 };
  const booking = { ...cart, paymentMethod: 'Cash', isAgree: true } as const;

  // The entry fixes the operation: body and answer are typed from its schemas.
  expectTypeOf(call(endpoints.checkout, { cname: 'demo', body: cart })).resolves.toEqualTypeOf<
    CheckoutSummary | RetailCheckoutSummary
  >();
  expectTypeOf(
    call(endpoints.bookingDetail, { cname: 'demo', params: { bookingId: 'b1' } }),
  ).resolves.toEqualTypeOf<BookingDetail>();
  expectTypeOf(call(endpoints.logout, { cname: 'demo' })).resolves.toEqualTypeOf<EndpointResult<'logout'>>();
  void call(endpoints.createBooking, {
    cname: 'demo',
    body: booking,
    headers: { 'idempotency-key': 'k1' },
  });

  // @ts-expect-error a body field the operation does not have
  void call(endpoints.lineOtpLogin, { cname: 'demo', body: { lineLoginID: 'l1' } });
  // @ts-expect-error a body field of the wrong type
  void call(endpoints.checkout, { cname: 'demo', body: { ...cart, customerCount: '1' } });
  // @ts-expect-error a write without its body
  void call(endpoints.register, { cname: 'demo' });
  // @ts-expect-error another operation's body
  void call(endpoints.cancelBooking, { cname: 'demo', body: cart });
  // @ts-expect-error a body on an operation that takes none
  void call(endpoints.customerProfile, { cname: 'demo', body: {} });
  // @ts-expect-error a store's operation without the store
  void call(endpoints.serviceMenu, {});
  // @ts-expect-error a path parameter left out
  void call(endpoints.bookingDetail, { cname: 'demo' });
  // @ts-expect-error a query field the operation does not read
  void call(endpoints.storeSetting, { cname: 'demo', query: { designer: 'amber' } });
  // @ts-expect-error a header the operation does not read
  void call(endpoints.createBooking, { cname: 'demo', body: booking, headers: { 'x-key': 'k' } });
}

describe('call types', () => {
  it('are checked by the compiler (npm run typecheck)', () => {
    expect(calls).toBeTypeOf('function');
  });
});
