import { type EndpointBody, endpoints } from '@salon/contract';
import { staffCall } from '#web/staff/lib/client';

/** Sells a value card to the customer. The form's idempotency key goes with it, so a double click makes one move. */
export const sellValueCard = (
  code: string,
  customerId: string,
  body: EndpointBody<'staffSellValueCard'>,
  key: string,
) =>
  staffCall(endpoints.staffSellValueCard, {
    cname: code,
    headers: { 'idempotency-key': key },
    params: { customerId },
    body,
  });
