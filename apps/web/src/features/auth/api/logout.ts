import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Signs out: the stored token stops working at once. */
export const logoutCustomer = (cname: string) => call(endpoints.logout, { cname });
