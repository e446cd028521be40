import type { CustomerProfile, UpdateCustomerBody } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /customer (auth): the signed-in customer of the store (spec section 3 Customer). */
export const customerQuery = (cname: string) =>
  queryOptions({
    queryKey: ['customer', cname],
    queryFn: ({ signal }) => api.get<CustomerProfile>('/customer', { cname, signal }),
  });

/** PUT /customer (auth): any of lastName, gender, email, birth, avatar; answers the Customer. */
export const updateCustomer = (cname: string, body: UpdateCustomerBody) =>
  api.put<CustomerProfile>('/customer', body, { cname });
