import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Cancels a pickup order while the store has not packed it; its units go back on the shelf. */
export const cancelPickupOrder = (cname: string, pickId: string) =>
  call(endpoints.updatePickupOrder, { cname, body: { pickId, cancel: true } });
