import { type EndpointBody, endpoints } from '@salon/contract';
import { staffCall } from '#web/staff/lib/client';

/** Freezes, thaws or closes a value card. The form's idempotency key goes with it, so a double click makes one move. */
export const changeValueCardState = (
  code: string,
  cardId: string,
  body: EndpointBody<'staffValueCardState'>,
  key: string,
) =>
  staffCall(endpoints.staffValueCardState, {
    cname: code,
    headers: { 'idempotency-key': key },
    params: { cardId },
    body,
  });
