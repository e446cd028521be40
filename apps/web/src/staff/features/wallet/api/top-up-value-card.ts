import { type EndpointBody, endpoints } from '@salon/contract';
import { staffCall } from '#web/staff/lib/client';

/** Tops a value card up. The form's idempotency key goes with it, so a double click makes one move. */
export const topUpValueCard = (code: string, cardId: string, body: EndpointBody<'staffTopUpValueCard'>, key: string) =>
  staffCall(endpoints.staffTopUpValueCard, {
    cname: code,
    headers: { 'idempotency-key': key },
    params: { cardId },
    body,
  });
