import { type EndpointBody, endpoints } from '@salon/contract';
import { staffCall } from '#web/staff/lib/client';

/** Issues a voucher to the customer. The form's idempotency key goes with it, so a double click makes one move. */
export const issueVoucher = (code: string, customerId: string, body: EndpointBody<'staffIssueVoucher'>, key: string) =>
  staffCall(endpoints.staffIssueVoucher, {
    cname: code,
    headers: { 'idempotency-key': key },
    params: { customerId },
    body,
  });
