import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type EndpointDef, ERROR_TEXTS_EN, GENERIC_ERRORS, messageFor, validationMessage } from '@salon/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { ApiError } from './errors';
import { allowedMethods } from './input-guard';
import { requestLanguage } from './language';
import { safeError } from './log-safety';
import type { SpaPage } from './spa';

/** Fastify's client errors by status: 413 body over the limit, 415 content type, 404/405 routing. */
const FRAMEWORK_CODES: Partial<Record<number, keyof typeof GENERIC_ERRORS>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

type Validation = { instancePath: string; message?: string }[];

function fieldErrors(validation: Validation, context: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of validation) {
    const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || '(root)';
    out[key] ??= v.message ?? GENERIC_ERRORS.VALIDATION_FAILED;
  }
  return out;
}

/** An error's text follows Accept-Language: caches keep one answer per language. */
function varyByLanguage(reply: FastifyReply): FastifyReply {
  const vary = reply.getHeader('vary');
  const list = typeof vary === 'string' && vary ? `${vary}, accept-language` : 'accept-language';
  return reply.header('vary', list);
}

/** What a 503 asks the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 2;

/** The SQLSTATE or socket code of a database failure, never its message (it may quote the query). */
function unavailableCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The page's HTML in br (quality 5) or gzip when the client takes them: @fastify/compress hooks
 * routes, and the not-found handler is none. A server-rendered page is about 25 KiB, 6 KiB in br.
 */
function encodedPage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (Buffer.byteLength(html) < 1024) return html;
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}

/**
 * Maps every failure to the envelope: 4xx with a code and zh-TW message; 500 only for real bugs.
 * With `spaPage`, unknown GETs outside /api and /assets get the SPA's index.html (http/spa.ts) so
 * client routes work (one not-found handler serves both).
 */
export function registerErrorHandling(app: FastifyInstance, spaPage: SpaPage | null = null) {
  /** The envelope of an ApiError: its catalogue status, its area's text, Retry-After on a 503. */
  const send = (request: FastifyRequest, reply: FastifyReply, error: ApiError) => {
    const endpoint = request.routeOptions.config.endpoint as EndpointDef | undefined;
    const area = error.area ?? endpoint?.errorArea;
    // The staff side's texts stay zh-TW (no English catalogue of its codes; its app words them).
    const language = area === 'staff' ? 'zh-TW' : requestLanguage(request);
    // A message naming a value (tries left, seconds to wait) is zh-TW; in English the code's text
    // stands for it (the value is in `data`).
    const message = (language === 'zh-TW' ? error.customMessage : undefined) ?? messageFor(error.code, area, language);
    if (error.httpStatus === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    varyByLanguage(reply);
    return reply.status(error.httpStatus).send({ status: error.code, message, data: error.data });
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return send(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(error.validation, error.validationContext);
      const names = Object.keys(fields);
      const message =
        requestLanguage(request) === 'en'
          ? `${ERROR_TEXTS_EN.generic.VALIDATION_FAILED} (${names.join(', ')})`
          : validationMessage(fields);
      return varyByLanguage(reply).status(400).send({ status: 'VALIDATION_FAILED', message, data: { fields } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const code = FRAMEWORK_CODES[error.statusCode] ?? 'VALIDATION_FAILED';
      return varyByLanguage(reply)
        .status(error.statusCode)
        .send({
          status: code,
          message: messageFor(code, 'generic', requestLanguage(request)),
          data: { reason: error.code },
        });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (restart, outage): a failure of the moment, the client tries again.
      request.log.warn({ type: error.name, code: unavailableCode(error) }, 'database unavailable');
      return send(request, reply, new ApiError('SERVICE_UNAVAILABLE'));
    }
    // Database errors carry the query and its bound values (phones, e-mails, hashes): log only what
    // identifies the failure.
    request.log.error({ err: safeError(error) }, 'unhandled error');
    return reply
      .status(500)
      .send({ status: 'UNKNOWN_ERROR', message: messageFor('UNKNOWN_ERROR', 'generic', requestLanguage(request)) });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (spaPage && isPage) {
      const html = await spaPage(request);
      // The page is in the language of the visitor's `salon_lang` cookie, else Accept-Language's (http/ssr.ts).
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return reply.send(encodedPage(request, reply, html));
    }
    const allow = allowedMethods(app, request.url);
    // A route of this method that found nothing (an asset not there) is a 404, not a 405.
    if (allow.length > 0 && !allow.includes(request.method))
      return send(request, reply.header('allow', allow.join(', ')), new ApiError('METHOD_NOT_ALLOWED'));
    return send(request, reply, new ApiError('NOT_FOUND'));
  });
}
