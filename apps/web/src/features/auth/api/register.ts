import type { EndpointBody } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** The new customer: the authToken of validatePhoneNumber, name, gender, optional birthday, e-mail and LINE proof. */
export type RegisterInfo = EndpointBody<'register'>['registerInfo'];

/** Registers a new customer of the store and signs them in. */
export const registerCustomer = (cname: string, registerInfo: RegisterInfo) =>
  call(endpoints.register, { cname, body: { registerInfo } });
