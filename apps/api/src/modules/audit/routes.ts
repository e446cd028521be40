import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { auditEntries } from './read';

/** The audit log, read by owners: each entry's sentence in `lang`, else Accept-Language's, else zh-TW. */
export function auditRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffAudit', async ({ store, now, actor, query, language }) => {
      const { lang, ...filter } = query;
      return auditEntries(ctx.db, { store, now, actor }, filter, lang ?? language ?? 'zh-TW');
    });
  };
}
