import type { CreateBookingRequest } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Books the cart; the same idempotency key twice makes one booking. */
export const createBooking = (cname: string, body: CreateBookingRequest, idempotencyKey: string) =>
  call(endpoints.createBooking, { cname, body, headers: { 'idempotency-key': idempotencyKey } });
