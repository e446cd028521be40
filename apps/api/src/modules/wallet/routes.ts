import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { adjustValueCard, sellValueCard, setValueCardState, topUpValueCard } from './counter-cards';
import { issueVoucher, sellTicket } from './counter-issue';
import { staffWalletOf } from './counter-views';
import { listRecords, recordDetail } from './records';
import {
  hideValueCard,
  listServiceTickets,
  listValueCards,
  listVouchers,
  receiveVoucher,
  removeVoucher,
  voucherDetail,
} from './service';

export function walletRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // The signed-in customer's wallet; the lists staff also read of a customer (the counter, their page) take whose.
    route(app, 'vouchers', async ({ store, now, actor }) =>
      listVouchers(ctx, { store, now, actor }, actor.customer.id),
    );
    route(app, 'voucherDetail', async ({ store, now, actor, params }) =>
      voucherDetail(ctx, { store, now, actor }, params.voucherId),
    );
    route(app, 'receiveVoucher', async ({ store, now, actor, body }) =>
      receiveVoucher(ctx, { store, now, actor }, body.voucherId),
    );
    route(app, 'removeVoucher', async ({ store, now, actor, body }) =>
      removeVoucher(ctx, { store, now, actor }, body.customerVoucherId),
    );
    route(app, 'customerValueCards', async ({ store, now, actor }) =>
      listValueCards(ctx, { store, now, actor }, actor.customer.id),
    );
    route(app, 'removeValueCard', async ({ store, now, actor, body }) =>
      hideValueCard(ctx, { store, now, actor }, body.customerValueCardId),
    );
    route(app, 'customerServiceTickets', async ({ store, now, actor }) =>
      listServiceTickets(ctx, { store, now, actor }, actor.customer.id),
    );
    route(app, 'records', async ({ store, now, actor }) =>
      listRecords(ctx, { store, now, actor }, { customerId: actor.customer.id, spendingOnly: true }),
    );
    route(app, 'recordDetail', async ({ store, now, actor, params }) =>
      recordDetail(ctx, { store, now, actor }, params.recordId),
    );
    staffWalletRoutes(app, ctx);
  };
}

/** The wallet at the counter (issue 24.5): each move records its audit entry (a card move with the card as it was). */
function staffWalletRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'staffCustomerWallet', async ({ store, now, actor, params }) =>
    staffWalletOf(ctx.db, { store, now, actor }, params.customerId),
  );
  route(app, 'staffSellValueCard', async ({ store, now, actor, params, body, headers }) =>
    sellValueCard(ctx.db, { store, now, actor }, params.customerId, body, headers['idempotency-key']),
  );
  route(app, 'staffTopUpValueCard', async ({ store, now, actor, params, body, headers }) =>
    topUpValueCard(ctx.db, { store, now, actor }, params.cardId, body, headers['idempotency-key']),
  );
  route(app, 'staffAdjustValueCard', async ({ store, now, actor, params, body, headers }) =>
    adjustValueCard(ctx.db, { store, now, actor }, params.cardId, body, headers['idempotency-key']),
  );
  route(app, 'staffValueCardState', async ({ store, now, actor, params, body, headers }) =>
    setValueCardState(ctx.db, { store, now, actor }, params.cardId, body, headers['idempotency-key']),
  );
  route(app, 'staffIssueVoucher', async ({ store, now, actor, params, body, headers }) =>
    issueVoucher(ctx.db, { store, now, actor }, params.customerId, body, headers['idempotency-key']),
  );
  route(app, 'staffSellTicket', async ({ store, now, actor, params, body, headers }) =>
    sellTicket(ctx.db, { store, now, actor }, params.customerId, body, headers['idempotency-key']),
  );
}
