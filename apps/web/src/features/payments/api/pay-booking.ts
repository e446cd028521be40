import { customerSideEndpoints as endpoints } from '@salon/contract';
import type { OnlinePaymentMethod } from '@salon/domain';
import { call } from '#web/lib/api';

/** Pays a booking awaiting payment again (after a declined or abandoned try), by an online method. */
export const payBooking = (cname: string, bookingId: string, paymentMethod: OnlinePaymentMethod) =>
  call(endpoints.payBooking, { cname, body: { bookingId, paymentMethod } });
