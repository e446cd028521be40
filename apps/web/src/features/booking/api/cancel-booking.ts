import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Cancels a booking; answers the refund its cancel policy gives. */
export const cancelBooking = (cname: string, bookingId: string) =>
  call(endpoints.cancelBooking, { cname, body: { bookingId } });
