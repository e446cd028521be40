import { type EndpointBody, endpoints } from '@salon/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useAction } from './action';
import { staffCall } from './client';

/** A customer's wallet as staff see it: cards with their moves, vouchers, tickets, vouchers to issue. */
export const staffWalletQuery = (code: string, customerId: string) =>
  queryOptions({
    queryKey: ['staff', code, 'wallet', customerId],
    queryFn: ({ signal }) => staffCall(endpoints.staffCustomerWallet, { cname: code, params: { customerId }, signal }),
  });

/** One move at the counter: the form's idempotency key goes with it, so a double click makes one move. */
type Move =
  | { op: 'sell'; body: EndpointBody<'staffSellValueCard'> }
  | { op: 'topUp'; cardId: string; body: EndpointBody<'staffTopUpValueCard'> }
  | { op: 'adjust'; cardId: string; body: EndpointBody<'staffAdjustValueCard'> }
  | { op: 'state'; cardId: string; body: EndpointBody<'staffValueCardState'> }
  | { op: 'voucher'; body: EndpointBody<'staffIssueVoucher'> }
  | { op: 'ticket'; body: EndpointBody<'staffSellTicket'> };

function send(code: string, customerId: string, move: Move, key: string) {
  const base = { cname: code, headers: { 'idempotency-key': key } };
  switch (move.op) {
    case 'sell':
      return staffCall(endpoints.staffSellValueCard, { ...base, params: { customerId }, body: move.body });
    case 'topUp':
      return staffCall(endpoints.staffTopUpValueCard, { ...base, params: { cardId: move.cardId }, body: move.body });
    case 'adjust':
      return staffCall(endpoints.staffAdjustValueCard, { ...base, params: { cardId: move.cardId }, body: move.body });
    case 'state':
      return staffCall(endpoints.staffValueCardState, { ...base, params: { cardId: move.cardId }, body: move.body });
    case 'voucher':
      return staffCall(endpoints.staffIssueVoucher, { ...base, params: { customerId }, body: move.body });
    case 'ticket':
      return staffCall(endpoints.staffSellTicket, { ...base, params: { customerId }, body: move.body });
  }
}

/** Makes a move and reloads the wallet (and the figures, which count sales by method). */
export function useWalletMove(code: string, customerId: string) {
  const queryClient = useQueryClient();
  return useAction(
    ({ move, key }: { move: Move; key: string }) => send(code, customerId, move, key) as Promise<unknown>,
    {
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['staff', code, 'wallet', customerId] }),
          queryClient.invalidateQueries({ queryKey: ['staff', code, 'figures'] }),
        ]),
    },
  );
}
