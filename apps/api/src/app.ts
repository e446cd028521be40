import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerCaching } from './http/caching';
import { capConnectionsPerIp, serverTimeouts } from './http/connection-limits';
import { registerErrorHandling } from './http/error-handler';
import { frameworkErrors, registerInputGuard } from './http/input-guard';
import { safeError } from './http/log-safety';
import { registerMetrics } from './http/metrics';
import { openApiTransform, SECURITY_SCHEMES } from './http/openapi';
import { publicUrlOf } from './http/public-url';
import { requestContext } from './http/request-context';
import { registerSecurityHeaders } from './http/security-headers';
import { COMPRESSION } from './http/serialized-answer';
import { readSpaIndex, registerStaticFiles, spaPage, storePageChunks, withInlineStyles } from './http/spa';
import { pageRender, type RendererLoader, webRendererLoader } from './http/ssr';
import { auditRoutes } from './modules/audit/routes';
import { createAuthPlatform } from './modules/auth/platform';
import { authRoutes } from './modules/auth/routes';
import { availabilityRoutes } from './modules/availability/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { counterRoutes } from './modules/counter/routes';
import { customerRoutes } from './modules/customer/routes';
import { devRoutes } from './modules/dev/routes';
import { figuresRoutes } from './modules/figures/routes';
import { formRoutes } from './modules/forms/routes';
import { healthRoutes } from './modules/health/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { startInvoices } from './modules/invoices/start';
import { jobRoutes } from './modules/jobs/routes';
import { startJobs } from './modules/jobs/start';
import { menuRoutes } from './modules/menu/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { startNotifications } from './modules/notifications/start';
import { paymentRoutes } from './modules/payments/routes';
import { sandboxPages } from './modules/payments/sandbox-pages';
import { performanceRoutes } from './modules/performance/routes';
import { retailRoutes } from './modules/retail/routes';
import { staffRoutes } from './modules/staff/routes';
import { storeRoutes } from './modules/store/routes';
import { teamRoutes } from './modules/team/routes';
import { testingRoutes, withTestClock } from './modules/testing/routes';
import { walletRoutes } from './modules/wallet/routes';
import { type Clock, systemClock } from './platform/clock';
import { onlinePayments } from './platform/payments/index';
import { registerRateLimit } from './platform/rate-limit';

z.config(z.locales.zhTW());

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Where logs go (default stdout); tests read them to check what is and is not logged. */
  logStream?: NodeJS.WritableStream;
}

/** LINE's LIFF SDK is the only outside origin the page talks to. */
const LIFF_ORIGINS = [
  'https://static.line-scdn.net',
  'https://liffsdk.line-scdn.net',
  'https://api.line.me',
  'https://access.line.me',
];

export async function buildApp({
  config,
  database,
  clock = systemClock,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Requests are logged by method and route only: no query (phones, codes), no headers (tokens),
      // and no booking ids (an id is the capability to change that booking).
      // Errors keep their type, code, constraint and stack frames only (http/log-safety.ts): a failed
      // query's message, params and detail quote e-mails, phones, ids and idempotency keys.
      serializers: {
        req: (req) => ({ method: req.method, url: loggablePath(req) }),
        err: safeError,
        error: safeError,
      },
      redact: ['req.headers', 'body', 'query', 'params', 'detail'],
    },
    // Per-IP rate limits depend on this: trusting every hop would let a client pick its own IP.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // Slow clients: header, request and keep-alive timeouts (http/connection-limits.ts).
    ...serverTimeouts(config),
    // A URL that cannot be decoded answers in our envelope (input-guard.ts).
    frameworkErrors,
    // While closing (SIGTERM), a request that still arrives on an open keep-alive connection is
    // served, with `Connection: close`, instead of a 503: stopping an instance drops no request
    // (server.ts, docs/decisions/operations.md "Upgrades without downtime").
    return503OnClosing: false,
  });
  capConnectionsPerIp(app.server, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const spaIndexHtml = readSpaIndex(config.webDistDir);
  const renderer = spaIndexHtml ? webRendererLoader(config.webDistDir) : null;
  if (renderer) warmUpAfterListen(app, renderer);
  const spa = spaIndexHtml
    ? spaPage(
        database.db,
        spaIndexHtml,
        storePageChunks(config.webDistDir, spaIndexHtml),
        renderer && {
          render: pageRender(database.db, renderer, app),
          indexHtml: withInlineStyles(spaIndexHtml, config.webDistDir),
        },
      )
    : null;
  registerErrorHandling(app, spa);
  registerInputGuard(app);

  // Helmet's headers, worked out once (http/security-headers.ts).
  registerSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...LIFF_ORIGINS],
          connectSrc: ["'self'", ...LIFF_ORIGINS],
          imgSrc: ["'self'", 'data:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          frameAncestors: ["'none'"],
          // Added per request below, over https only: on a plain-http LAN address it blanks the page.
          upgradeInsecureRequests: null,
        },
      },
      // Booking ids in URLs are capabilities: never hand them to another site.
      referrerPolicy: { policy: 'no-referrer' },
    },
    { 'x-web-version': config.webVersion },
  );
  app.addHook('onSend', (request, reply, _payload, done) => {
    const csp = request.protocol === 'https' ? reply.getHeader('content-security-policy') : undefined;
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp}; upgrade-insecure-requests`);
    done();
  });
  registerCaching(app);
  // GET /metrics and the request counters of every route registered after it (http/metrics.ts).
  registerMetrics(app, config, database);
  // Answers over 1 KiB in br or gzip. Registered before every route (it hooks each one as it is
  // added); its hook runs after the ETag of caching.ts, and skips the build's precompressed files.
  await app.register(compress, COMPRESSION);

  if (config.apiDocs !== false) await registerApiDocs(app, config);

  const publicUrl = publicUrlOf(config, app.server);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock: withTestClock(config, clock),
    payments: onlinePayments(config, publicUrl),
    publicUrl,
  };
  // The job queue's worker: the clean-up, payment-hold and reconciliation sweeps run as its scheduled jobs.
  startJobs(app, ctx);
  startInvoices(app, ctx);
  // Staff sessions travel in a cookie (HttpOnly, SameSite=Lax); parsed before the request context.
  await app.register(cookie);
  await app.register(
    async (api) => {
      await api.register(requestContext, { ctx });
      await registerRateLimit(api, config);
      await api.register(healthRoutes(ctx));
      await api.register(storeRoutes(ctx));
      await api.register(menuRoutes(ctx));
      const authPlatform = createAuthPlatform(ctx);
      startNotifications(api, ctx, authPlatform.senders);
      await api.register(authRoutes(ctx, authPlatform));
      await api.register(customerRoutes(ctx));
      await api.register(devRoutes(ctx, authPlatform));
      await api.register(availabilityRoutes(ctx));
      await api.register(bookingRoutes(ctx));
      await api.register(retailRoutes(ctx));
      await api.register(formRoutes(ctx));
      await api.register(walletRoutes(ctx));
      await api.register(paymentRoutes(ctx));
      await api.register(invoiceRoutes(ctx));
      await api.register(sandboxPages(ctx));
      await api.register(staffRoutes(ctx));
      await api.register(calendarRoutes(ctx));
      await api.register(counterRoutes(ctx));
      await api.register(jobRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(auditRoutes(ctx));
      await api.register(figuresRoutes(ctx));
      await api.register(performanceRoutes(ctx));
      await api.register(teamRoutes(ctx));
      await api.register(testingRoutes(ctx));
    },
    { prefix: '/api' },
  );

  if (config.webDistDir && spaIndexHtml) await registerStaticFiles(app, config.webDistDir);
  return app;
}

/**
 * The OpenAPI document and its pages at /api/docs (off in production unless API_DOCS=true). Its
 * packages are loaded only then: a production process neither reads them nor collects its routes.
 * Registered before the routes, whose onRoute it hooks.
 */
async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Salon booking API', version: config.webVersion },
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** How long after listening the server render is loaded, if no page has asked for it by then. */
const RENDERER_WARM_UP_MS = 1000;

/** Loads the server render soon after the process answers, so the first store page rarely waits for it. */
function warmUpAfterListen(app: FastifyInstance, renderer: RendererLoader): void {
  app.addHook('onListen', async () => {
    setTimeout(() => void renderer().catch(() => undefined), RENDERER_WARM_UP_MS).unref();
  });
}

/** The matched route's pattern (`/api/bookings/:bookingId`), or the path with opaque ids masked. */
function loggablePath(req: { url: string; routeOptions?: { url?: string | undefined } }): string {
  const route = 'routeOptions' in req ? req.routeOptions?.url : undefined;
  return route ?? (req.url.split('?')[0] ?? '').replace(/[A-Za-z0-9_-]{16,}/g, ':id');
}
