import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { bookingRateLimits } from '#api/platform/rate-limit';
import { formDetail, messages, saveForm, staffFormView, submittedForm, uploadSignature } from './service';

export function formRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Whoever holds a form id may read the form: limit the guessing per IP.
    const byId = { config: { rateLimit: bookingRateLimits(ctx.config).byId } };
    route(
      app,
      'formDetail',
      async ({ store, now, actor, params }) => formDetail(ctx, { store, now, actor }, params.formId),
      byId,
    );
    route(app, 'saveForm', async ({ store, now, actor, body }) => saveForm(ctx, { store, now, actor }, body));
    route(app, 'uploadSignature', async ({ store, now, actor, body }) =>
      uploadSignature(ctx, { store, now, actor }, body),
    );
    route(app, 'formView', async ({ store, now, actor, params }) =>
      submittedForm(ctx, { store, now, actor }, params.formId),
    );
    route(app, 'messages', async ({ store, now, actor }) => messages(ctx, { store, now, actor }));
    // The store's staff read a submitted form of any of its customers.
    route(app, 'staffFormView', async ({ store, now, actor, params }) =>
      staffFormView(ctx, { store, now, actor }, params.formId),
    );
  };
}
