import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { invoiceDeps } from './issue';
import {
  changeInvoiceSettings,
  invoiceSettingsOf,
  myInvoiceChoice,
  saveMyInvoiceChoice,
  storeInvoices,
} from './service';

/** Taiwan e-invoices: the store's list and settings (staff), the customer's remembered choice. */
export function invoiceRoutes(ctx: AppContext): FastifyPluginAsync {
  const deps = invoiceDeps(ctx);
  return async (app) => {
    route(app, 'staffInvoices', async ({ store, now, actor, query }) =>
      storeInvoices(ctx.db, { store, now, actor }, query),
    );
    route(app, 'staffInvoiceSettings', async ({ store, now, actor }) =>
      invoiceSettingsOf(ctx.db, { store, now, actor }),
    );
    route(app, 'staffSaveInvoiceSettings', async ({ store, now, actor, body }) =>
      changeInvoiceSettings(ctx.db, { store, now, actor }, body),
    );
    route(app, 'myInvoiceChoice', async ({ store, now, actor }) => myInvoiceChoice(ctx.db, { store, now, actor }));
    route(app, 'saveMyInvoiceChoice', async ({ store, now, actor, body }) =>
      saveMyInvoiceChoice(deps, { store, now, actor }, body),
    );
  };
}
