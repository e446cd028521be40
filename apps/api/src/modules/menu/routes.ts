import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { editProduct } from './edit';
import { adjustStock, createRetailItem, staffRetail, stockAdjustments, updateRetailItem } from './retail-items';
import { retailMenu, serviceMenu } from './service';
import { changeCategory, createCategory, createService, orderCategories, staffMenu, updateService } from './staff';

export function menuRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'serviceMenu', async ({ store, now, actor, query }) => serviceMenu(ctx, { store, now, actor }, query));
    route(app, 'retailMenu', async ({ store, now, actor, query }) => retailMenu(ctx, { store, now, actor }, query));
    route(app, 'staffUpdateProduct', async ({ store, now, actor, params, body }) =>
      editProduct(ctx.db, { store, now, actor }, params.productId, body),
    );

    // The staff's menu and retail editors (issue 24.1); each write records its audit entry.
    route(app, 'staffMenu', async ({ store, now, actor }) => staffMenu(ctx.db, { store, now, actor }));
    route(app, 'staffCreateCategory', async ({ store, now, actor, body }) =>
      createCategory(ctx.db, { store, now, actor }, body),
    );
    route(app, 'staffUpdateCategory', async ({ store, now, actor, params, body }) =>
      changeCategory(ctx.db, { store, now, actor }, params.categoryId, body),
    );
    route(app, 'staffOrderCategories', async ({ store, now, actor, body }) =>
      orderCategories(ctx.db, { store, now, actor }, body),
    );
    route(app, 'staffCreateService', async ({ store, now, actor, body }) =>
      createService(ctx.db, { store, now, actor }, body),
    );
    route(app, 'staffUpdateService', async ({ store, now, actor, params, body }) =>
      updateService(ctx.db, { store, now, actor }, params.productId, body),
    );
    route(app, 'staffRetail', async ({ store, now, actor }) => staffRetail(ctx.db, { store, now, actor }));
    route(app, 'staffCreateRetailItem', async ({ store, now, actor, body }) =>
      createRetailItem(ctx.db, { store, now, actor }, body),
    );
    route(app, 'staffUpdateRetailItem', async ({ store, now, actor, params, body }) =>
      updateRetailItem(ctx.db, { store, now, actor }, params.itemId, body),
    );
    route(app, 'staffAdjustStock', async ({ store, now, actor, params, body }) =>
      adjustStock(ctx.db, { store, now, actor }, params.itemId, body),
    );
    route(app, 'staffStockAdjustments', async ({ store, now, actor, params }) =>
      stockAdjustments(ctx.db, { store, now, actor }, params.itemId),
    );
  };
}
