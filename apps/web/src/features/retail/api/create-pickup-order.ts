import type { CreatePickupOrderRequest } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Places the pickup order and takes the stock; the same idempotency key twice makes one order. */
export const createPickupOrder = (cname: string, body: CreatePickupOrderRequest, idempotencyKey: string) =>
  call(endpoints.createPickupOrder, { cname, body, headers: { 'idempotency-key': idempotencyKey } });
