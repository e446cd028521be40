import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { GENERIC_ERRORS } from '@salon/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerErrorHandling } from './http/error-handler';
import { menuRoutes } from './modules/menu/routes';
import { storeRoutes } from './modules/store/routes';
import { type Clock, systemClock } from './platform/clock';

z.config(z.locales.zhTW());

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
}

/** LINE's LIFF SDK is the only outside origin the page talks to. */
const LIFF_ORIGINS = [
  'https://static.line-scdn.net',
  'https://liffsdk.line-scdn.net',
  'https://api.line.me',
  'https://access.line.me',
];

export async function buildApp({ config, database, clock = systemClock }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Requests are logged by method and path only: no query (phones, codes) and no headers (tokens).
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0] }) },
      redact: ['req.headers', 'body'],
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...LIFF_ORIGINS],
        connectSrc: ["'self'", ...LIFF_ORIGINS],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-web-version', config.webVersion);
  });

  await app.register(swagger, {
    openapi: { info: { title: 'Salon booking API', version: config.webVersion }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const ctx: AppContext = { config, database, db: database.db, clock };
  await app.register(
    async (api) => {
      api.get('/health', { schema: { tags: ['health'], summary: '服務與資料庫狀態' } }, async (_req, reply) => {
        try {
          await database.ping();
          return { status: 'SUCCESS', data: { database: database.kind } };
        } catch {
          return reply.status(503).send({ status: 'SERVICE_UNAVAILABLE', message: GENERIC_ERRORS.SERVICE_UNAVAILABLE });
        }
      });
      await api.register(storeRoutes(ctx));
      await api.register(menuRoutes(ctx));
    },
    { prefix: '/api' },
  );

  if (config.webDistDir && existsSync(join(config.webDistDir, 'index.html'))) serveSpa(app, config.webDistDir);
  return app;
}

/** Static files of the built SPA; any other GET outside /api gets index.html so client routes work. */
function serveSpa(app: FastifyInstance, dist: string) {
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  app.register(fastifyStatic, { root: dist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || path.startsWith('/api/') || path.startsWith('/assets/')) {
      return reply.status(404).send({ status: 'NOT_FOUND', message: GENERIC_ERRORS.NOT_FOUND });
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
