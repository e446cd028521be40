import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Binds the LINE user of the proof to the signed-in customer; answers where to go next. */
export const lineBinding = (cname: string, lineLoginId: string, destinationURI: string) =>
  call(endpoints.lineBinding, { cname, body: { destinationURI, lineLoginId } });
