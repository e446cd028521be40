import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Trades LIFF's ID token for a short-lived LINE proof (lineLoginId). */
export const lineTokenVerify = (cname: string, lineToken: string) =>
  call(endpoints.lineTokenVerify, { cname, body: { lineToken } });
