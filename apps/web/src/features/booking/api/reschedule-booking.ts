import type { UpdateBookingRequest } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Moves a booking to another start time, as its cancel policy allows. */
export const rescheduleBooking = (cname: string, body: UpdateBookingRequest) =>
  call(endpoints.rescheduleBooking, { cname, body });
