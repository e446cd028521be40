import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { customerOf } from '#api/http/actor';
import { route } from '#api/http/endpoint';
import { adjustValueCard, sellValueCard, setValueCardState, topUpValueCard } from './desk';
import { issueVoucher, sellTicket } from './desk-issue';
import { staffWalletOf } from './desk-views';
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
    route(app, 'vouchers', async ({ store, actor, now }) =>
      listVouchers(ctx, { store, customer: actor.customer, now }),
    );
    route(app, 'voucherDetail', async ({ store, actor, now, params }) =>
      voucherDetail(ctx, { store, now, customer: customerOf(actor) }, params.voucherId),
    );
    route(app, 'receiveVoucher', async ({ store, actor, now, body }) =>
      receiveVoucher(ctx, { store, customer: actor.customer, now }, body.voucherId),
    );
    route(app, 'removeVoucher', async ({ store, actor, now, body }) =>
      removeVoucher(ctx, { store, customer: actor.customer, now }, body.customerVoucherId),
    );
    route(app, 'customerValueCards', async ({ store, actor, now }) =>
      listValueCards(ctx, { store, customer: actor.customer, now }),
    );
    route(app, 'removeValueCard', async ({ store, actor, now, body }) =>
      hideValueCard(ctx, { store, customer: actor.customer, now }, body.customerValueCardId),
    );
    route(app, 'customerServiceTickets', async ({ store, actor, now }) =>
      listServiceTickets(ctx, { store, customer: actor.customer, now }),
    );
    route(app, 'records', async ({ store, actor, now }) =>
      listRecords(ctx, { store, customer: actor.customer, now }, { spendingOnly: true }),
    );
    route(app, 'recordDetail', async ({ store, actor, now, params }) =>
      recordDetail(ctx, { store, customer: actor.customer, now }, params.recordId),
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
