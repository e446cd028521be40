import { type EndpointBody, endpoints } from '@salon/contract';
import { staffCall } from '#web/staff/lib/client';

/** Corrects a value card's balance by hand (with a reason). The form's idempotency key goes with it, so a double click makes one move. */
export const adjustValueCard = (
  code: string,
  cardId: string,
  body: EndpointBody<'staffAdjustValueCard'>,
  key: string,
) =>
  staffCall(endpoints.staffAdjustValueCard, {
    cname: code,
    headers: { 'idempotency-key': key },
    params: { cardId },
    body,
  });
