import type { UpdateCustomerBody } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Changes any of lastName, gender, email, birth, avatar; answers the whole customer. */
export const updateCustomer = (cname: string, body: UpdateCustomerBody) =>
  call(endpoints.updateCustomer, { cname, body });
