import { type EndpointBody, endpoints } from '@salon/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useAction } from './action';
import { staffCall } from './client';

/** The menu and retail editors' calls (issue 24.1): categories, services, retail items and stock. */

export const staffMenuQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'menu', 'editor'],
    queryFn: ({ signal }) => staffCall(endpoints.staffMenu, { cname: code, signal }),
  });

export const staffRetailQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'retail', 'editor'],
    queryFn: ({ signal }) => staffCall(endpoints.staffRetail, { cname: code, signal }),
  });

export const stockHistoryQuery = (code: string, itemId: string) =>
  queryOptions({
    queryKey: ['staff', code, 'retail', 'stock', itemId],
    queryFn: ({ signal }) => staffCall(endpoints.staffStockAdjustments, { cname: code, params: { itemId }, signal }),
    staleTime: 0,
  });

/** Categories and services; each change reads the menu again (and the desk's copy of it). */
export function useMenuChanges(code: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', code, 'menu'] });
  return {
    addCategory: useAction(
      (body: EndpointBody<'staffCreateCategory'>) => staffCall(endpoints.staffCreateCategory, { cname: code, body }),
      { onSuccess: refresh },
    ),
    renameCategory: useAction(
      ({ categoryId, body }: { categoryId: string; body: EndpointBody<'staffUpdateCategory'> }) =>
        staffCall(endpoints.staffUpdateCategory, { cname: code, params: { categoryId }, body }),
      { onSuccess: refresh },
    ),
    orderCategories: useAction(
      (body: EndpointBody<'staffOrderCategories'>) => staffCall(endpoints.staffOrderCategories, { cname: code, body }),
      { onSuccess: refresh },
    ),
    addService: useAction(
      (body: EndpointBody<'staffCreateService'>) => staffCall(endpoints.staffCreateService, { cname: code, body }),
      { onSuccess: refresh },
    ),
    saveService: useAction(
      ({ productId, body }: { productId: string; body: EndpointBody<'staffUpdateService'> }) =>
        staffCall(endpoints.staffUpdateService, { cname: code, params: { productId }, body }),
      { onSuccess: refresh },
    ),
  };
}

/** Retail items and their stock. */
export function useRetailChanges(code: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', code, 'retail'] });
  return {
    addItem: useAction(
      (body: EndpointBody<'staffCreateRetailItem'>) =>
        staffCall(endpoints.staffCreateRetailItem, { cname: code, body }),
      { onSuccess: refresh },
    ),
    saveItem: useAction(
      ({ itemId, body }: { itemId: string; body: EndpointBody<'staffUpdateRetailItem'> }) =>
        staffCall(endpoints.staffUpdateRetailItem, { cname: code, params: { itemId }, body }),
      { onSuccess: refresh },
    ),
    adjust: useAction(
      ({ itemId, body }: { itemId: string; body: EndpointBody<'staffAdjustStock'> }) =>
        staffCall(endpoints.staffAdjustStock, { cname: code, params: { itemId }, body }),
      { onSuccess: refresh },
    ),
  };
}
