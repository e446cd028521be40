import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { editProduct } from './edit';
import { adjustStock, createRetailItem, staffRetail, stockAdjustments, updateRetailItem } from './retail-items';
import { retailMenu, serviceMenu } from './service';
import { changeCategory, createCategory, createService, orderCategories, staffMenu, updateService } from './staff';

export function menuRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'serviceMenu', async ({ store, query }) => serviceMenu(ctx, { store }, query));
    route(app, 'retailMenu', async ({ store, query }) => retailMenu(ctx, { store }, query));
    route(app, 'staffUpdateProduct', async ({ store, params, body, reply }) => {
      const { before, after } = await editProduct(ctx.db, store, params.productId, body);
      reply.request.auditBefore = before;
      return after;
    });

    // The staff's menu and retail editors (issue 24.1); the audit trail records each write.
    route(app, 'staffMenu', async ({ store }) => staffMenu(ctx.db, store));
    route(app, 'staffCreateCategory', async ({ store, body }) => createCategory(ctx.db, store, body));
    route(app, 'staffUpdateCategory', async ({ store, params, body, reply }) => {
      const { before, after } = await changeCategory(ctx.db, store, params.categoryId, body);
      reply.request.auditBefore = before;
      return after;
    });
    route(app, 'staffOrderCategories', async ({ store, body }) => orderCategories(ctx.db, store, body));
    route(app, 'staffCreateService', async ({ store, body }) => createService(ctx.db, store, body));
    route(app, 'staffUpdateService', async ({ store, params, body, reply }) => {
      const { before, after } = await updateService(ctx.db, store, params.productId, body);
      reply.request.auditBefore = before;
      return after;
    });
    route(app, 'staffRetail', async ({ store }) => staffRetail(ctx.db, store));
    route(app, 'staffCreateRetailItem', async ({ store, body }) => createRetailItem(ctx.db, store, body));
    route(app, 'staffUpdateRetailItem', async ({ store, params, body, reply }) => {
      const { before, after } = await updateRetailItem(ctx.db, store, params.itemId, body);
      reply.request.auditBefore = before;
      return after;
    });
    route(app, 'staffAdjustStock', async ({ store, actor, now, params, body, reply }) => {
      const { before, ...after } = await adjustStock(ctx.db, store, actor, now, params.itemId, body);
      reply.request.auditBefore = { stock: before.stock };
      return after;
    });
    route(app, 'staffStockAdjustments', async ({ store, params }) => stockAdjustments(ctx.db, store, params.itemId));
  };
}
