import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { customerOf } from '#api/http/actor';
import { route } from '#api/http/endpoint';
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
    route(app, 'records', async ({ store, actor, now }) => listRecords(ctx, { store, customer: actor.customer, now }));
    route(app, 'recordDetail', async ({ store, actor, now, params }) =>
      recordDetail(ctx, { store, customer: actor.customer, now }, params.recordId),
    );
  };
}
