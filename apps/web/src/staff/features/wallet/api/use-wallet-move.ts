import type { EndpointBody } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { adjustValueCard } from './adjust-value-card';
import { changeValueCardState } from './change-value-card-state';
import { issueVoucher } from './issue-voucher';
import { sellTicket } from './sell-ticket';
import { sellValueCard } from './sell-value-card';
import { topUpValueCard } from './top-up-value-card';

/** One move at the counter: the form's idempotency key goes with it, so a double click makes one move. */
type Move =
  | { op: 'sell'; body: EndpointBody<'staffSellValueCard'> }
  | { op: 'topUp'; cardId: string; body: EndpointBody<'staffTopUpValueCard'> }
  | { op: 'adjust'; cardId: string; body: EndpointBody<'staffAdjustValueCard'> }
  | { op: 'state'; cardId: string; body: EndpointBody<'staffValueCardState'> }
  | { op: 'voucher'; body: EndpointBody<'staffIssueVoucher'> }
  | { op: 'ticket'; body: EndpointBody<'staffSellTicket'> };

function send(code: string, customerId: string, move: Move, key: string) {
  switch (move.op) {
    case 'sell':
      return sellValueCard(code, customerId, move.body, key);
    case 'topUp':
      return topUpValueCard(code, move.cardId, move.body, key);
    case 'adjust':
      return adjustValueCard(code, move.cardId, move.body, key);
    case 'state':
      return changeValueCardState(code, move.cardId, move.body, key);
    case 'voucher':
      return issueVoucher(code, customerId, move.body, key);
    case 'ticket':
      return sellTicket(code, customerId, move.body, key);
  }
}

/** Makes a move and reloads the wallet (and the figures, which count sales by method). */
export function useWalletMove(code: string, customerId: string) {
  return useAction(
    ({ move, key }: { move: Move; key: string }) => send(code, customerId, move, key) as Promise<unknown>,
    { onSuccess: useRefresh(code, ['wallet', customerId], ['figures']) },
  );
}
