import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { customerOf } from '#api/http/actor';
import { route } from '#api/http/endpoint';
import { bookingRateLimits } from '#api/platform/rate-limit';
import { formDetail, messages, saveForm, submittedForm, uploadSignature } from './service';

export function formRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Whoever holds a form id may read the form: limit the guessing per IP.
    const byId = { config: { rateLimit: bookingRateLimits(ctx.config).byId } };
    route(app, 'formDetail', async ({ store, now, params }) => formDetail(ctx, { store, now }, params.formId), byId);
    route(app, 'saveForm', async ({ store, actor, now, body }) =>
      saveForm(ctx, { store, customer: actor.customer, now }, body),
    );
    route(app, 'uploadSignature', async ({ store, actor, now, body }) =>
      uploadSignature(ctx, { store, customer: actor.customer, now }, body),
    );
    route(app, 'formView', async ({ store, actor, params }) =>
      submittedForm(ctx, store, params.formId, actor.customer.id),
    );
    route(app, 'messages', async ({ store, actor, now }) => messages(ctx, { store, now, customer: customerOf(actor) }));
    // The store's staff read a submitted form of any of its customers.
    route(app, 'staffFormView', async ({ store, params }) => submittedForm(ctx, store, params.formId, null));
  };
}
