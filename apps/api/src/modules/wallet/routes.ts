import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
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
    route(app, 'vouchers', async ({ store, session, now }) =>
      listVouchers(ctx, { store, customer: session.customer, now }),
    );
    route(app, 'voucherDetail', async ({ store, session, now, params }) =>
      voucherDetail(ctx, { store, now, customer: session?.customer ?? null }, params.voucherId),
    );
    route(app, 'receiveVoucher', async ({ store, session, now, body }) =>
      receiveVoucher(ctx, { store, customer: session.customer, now }, body.voucherId),
    );
    route(app, 'removeVoucher', async ({ store, session, now, body }) =>
      removeVoucher(ctx, { store, customer: session.customer, now }, body.customerVoucherId),
    );
    route(app, 'customerValueCards', async ({ store, session, now }) =>
      listValueCards(ctx, { store, customer: session.customer, now }),
    );
    route(app, 'removeValueCard', async ({ store, session, now, body }) =>
      hideValueCard(ctx, { store, customer: session.customer, now }, body.customerValueCardId),
    );
    route(app, 'customerServiceTickets', async ({ store, session, now }) =>
      listServiceTickets(ctx, { store, customer: session.customer, now }),
    );
    route(app, 'records', async ({ store, session, now }) =>
      listRecords(ctx, { store, customer: session.customer, now }),
    );
    route(app, 'recordDetail', async ({ store, session, now, params }) =>
      recordDetail(ctx, { store, customer: session.customer, now }, params.recordId),
    );
  };
}
