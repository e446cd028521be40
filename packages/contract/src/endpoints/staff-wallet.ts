import type { EndpointDef } from './define';

/**
 * A customer's wallet at the counter (issue 24.5): owners and managers sell and top up value cards
 * (paid by a counter method), adjust them with a reason, freeze, unfreeze and deactivate them, issue
 * vouchers and sell service tickets. Each write takes an `idempotency-key` (a repeat answers the
 * first move) and writes a `wallet_counter_moves` row; a card's balance moves with its ledger row.
 */
const write = {
  method: 'POST',
  actors: ['staff'],
  permission: 'manage:wallet:any',
  store: true,
  tag: 'staff',
  errorArea: 'staff',
} as const;

export const staffWalletEndpoints = {
  staffCustomerWallet: {
    method: 'GET',
    path: '/staff/customers/:customerId/wallet',
    actors: ['staff'],
    permission: 'read:customer:any',
    store: true,
    tag: 'staff',
    summary: '顧客的錢包：儲值卡（含異動紀錄）、優惠券、服務券，與可發放的優惠券',
    errors: ['CUSTOMER_NOT_FOUND'],
    errorArea: 'staff',
  },
  staffSellValueCard: {
    ...write,
    path: '/staff/customers/:customerId/value-cards',
    summary: '櫃檯售出儲值卡：開卡金額以櫃檯收款方式收取，記入帳本（支援 idempotency-key）',
    errors: ['CUSTOMER_NOT_FOUND', 'DUPLICATED_KEY', 'FORBIDDEN', 'CSRF_FAILED'],
  },
  staffTopUpValueCard: {
    ...write,
    path: '/staff/value-cards/:cardId/top-up',
    summary: '儲值卡加值（櫃檯收款），記入帳本（支援 idempotency-key）',
    errors: ['VALUE_CARD_NOT_FOUND', 'VALUE_CARD_NOT_CHANGEABLE', 'DUPLICATED_KEY', 'FORBIDDEN', 'CSRF_FAILED'],
  },
  staffAdjustValueCard: {
    ...write,
    path: '/staff/value-cards/:cardId/adjust',
    summary: '儲值卡調整（正或負，附原因；餘額不低於 0），記入帳本（支援 idempotency-key）',
    errors: ['VALUE_CARD_NOT_FOUND', 'VALUE_CARD_NOT_CHANGEABLE', 'DUPLICATED_KEY', 'FORBIDDEN', 'CSRF_FAILED'],
  },
  staffValueCardState: {
    ...write,
    path: '/staff/value-cards/:cardId/state',
    summary: '凍結、解除凍結或停用儲值卡（停用後不可再使用）',
    errors: ['VALUE_CARD_NOT_FOUND', 'VALUE_CARD_NOT_CHANGEABLE', 'DUPLICATED_KEY', 'FORBIDDEN', 'CSRF_FAILED'],
  },
  staffIssueVoucher: {
    ...write,
    path: '/staff/customers/:customerId/vouchers',
    summary: '發放店家的優惠券給顧客（計入發放總量；支援 idempotency-key）',
    errors: ['CUSTOMER_NOT_FOUND', 'DUPLICATED_KEY', 'FORBIDDEN', 'CSRF_FAILED'],
  },
  staffSellTicket: {
    ...write,
    path: '/staff/customers/:customerId/service-tickets',
    summary: '櫃檯售出服務券：服務、次數、期限與收款方式（支援 idempotency-key）',
    errors: ['CUSTOMER_NOT_FOUND', 'DUPLICATED_KEY', 'FORBIDDEN', 'CSRF_FAILED'],
  },
} as const satisfies Record<string, EndpointDef>;
