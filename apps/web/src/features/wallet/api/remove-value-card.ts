import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Hides an expired or deactivated card from the wallet. */
export const removeValueCard = (cname: string, customerValueCardId: string) =>
  call(endpoints.removeValueCard, { cname, body: { customerValueCardId } });
