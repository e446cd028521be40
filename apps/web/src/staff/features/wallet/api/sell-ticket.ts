import { type EndpointBody, endpoints } from '@salon/contract';
import { staffCall } from '#web/staff/lib/client';

/** Sells a service ticket to the customer. The form's idempotency key goes with it, so a double click makes one move. */
export const sellTicket = (code: string, customerId: string, body: EndpointBody<'staffSellTicket'>, key: string) =>
  staffCall(endpoints.staffSellTicket, {
    cname: code,
    headers: { 'idempotency-key': key },
    params: { customerId },
    body,
  });
