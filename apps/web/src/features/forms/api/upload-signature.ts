import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Sends the signature pad's PNG (a data URL); the answer's signatureId is the field's answer. */
export const uploadSignature = (cname: string, body: { formId: string; fieldId: string; image: string }) =>
  call(endpoints.uploadSignature, { cname, body });
