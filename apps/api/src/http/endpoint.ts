import {
  type EndpointDef,
  type EndpointId,
  type EndpointResult,
  type Endpoints,
  endpointSchemas,
  endpoints,
  type ParsedBody,
  type ParsedHeaders,
  type ParsedParams,
  type ParsedQuery,
  successEnvelope,
} from '@salon/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import type { StoreRow } from '../modules/store/repository';
import type { ActorFor } from './actor';
import { matches } from './caching';
import { ok } from './envelope';
import { EventStream } from './event-stream';
import { acceptedLanguage, type ReplyLanguage } from './language';
import { securityOf } from './openapi';
import { SerializedAnswer } from './serialized-answer';

type Def<K extends EndpointId> = Endpoints[K];

/** What a handler is given: the validated input and the context the table entry asked for. */
interface EndpointInput<K extends EndpointId> {
  query: ParsedQuery<K>;
  params: ParsedParams<K>;
  body: ParsedBody<K>;
  headers: ParsedHeaders<K>;
  /** The store of `?code=`, when the operation belongs to a store. */
  store: Def<K>['store'] extends true ? StoreRow : undefined;
  /** Who acts: one of the actors the table entry accepts (a credential was checked when it needs one). */
  actor: ActorFor<Def<K>['actors']>;
  /** "Now" of this request, unix seconds, from the app's clock. */
  now: number;
  /** The language the request asks for by Accept-Language (English or zh-TW), null when it names neither. */
  language: ReplyLanguage | null;
  log: FastifyBaseLogger;
  /** The reply, for the few routes that set a cookie (staff sign-in); its body is the handler's result. */
  reply: FastifyReply;
  /** The ETag the route's `etag` option named for this answer (undefined without that option). */
  etag?: string;
}

/**
 * A handler's answer: the operation's result (wrapped in the envelope here), one already serialized
 * (serialized-answer.ts), or a stream of its results as server-sent events (event-stream.ts).
 */
export type EndpointHandler<K extends EndpointId> = (
  input: EndpointInput<K>,
) => Promise<EndpointResult<K> | SerializedAnswer | EventStream<K>>;

/**
 * Route options a module may add: rate limits (`config.rateLimit`), and `etag`, a cheap name of
 * the answer the handler would give now: read before the handler, sent as the ETag, and a
 * request whose If-None-Match names it is answered 304 with no body, the handler never run.
 */
export type EndpointOptions<K extends EndpointId = EndpointId> = Pick<RouteShorthandOptions, 'config'> & {
  etag?: (input: EndpointInput<K>) => Promise<string>;
};

/**
 * Registers one operation of the endpoint table: its method, path and schemas come from the
 * table, the request context (store, actor, now) is resolved before the handler (see
 * request-context.ts), and the handler's result is wrapped in the success envelope.
 */
export function route<K extends EndpointId>(
  app: FastifyInstance,
  id: K,
  handler: EndpointHandler<K>,
  options: EndpointOptions<K> = {},
): void {
  const def: EndpointDef & Endpoints[K] = endpoints[id];
  const schemas = endpointSchemas[id] as {
    query?: unknown;
    params?: unknown;
    headers?: unknown;
    body?: unknown;
    response: Parameters<typeof successEnvelope>[0];
  };
  app.route({
    method: def.method,
    url: def.path,
    ...(def.upload ? { bodyLimit: def.upload.bodyLimit } : {}),
    config: { ...options.config, endpoint: def },
    schema: {
      operationId: id,
      hide: def.modes?.includes('test') ?? false,
      tags: [def.tag],
      summary: def.summary,
      security: securityOf(def.actors),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.headers ? { headers: schemas.headers } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: { 200: successEnvelope(schemas.response) },
    },
    handler: async (request, reply) => {
      const input = {
        query: request.query,
        params: request.params,
        body: request.body,
        headers: request.headers,
        store: request.store ?? undefined,
        actor: request.actor,
        now: request.now,
        language: acceptedLanguage(request.headers['accept-language']),
        log: request.log,
        reply,
      } as unknown as EndpointInput<K>;
      if (options.etag) {
        const etag = await options.etag(input);
        input.etag = etag;
        reply.header('etag', etag);
        // The route's schema names only its 200; a 304 has no body to check.
        if (matches(request.headers['if-none-match'], etag)) return (reply as FastifyReply).code(304).send();
      }
      const result = await handler(input);
      if (result instanceof SerializedAnswer) return result.send(reply, request.headers['accept-encoding']);
      if (result instanceof EventStream) return result.send(reply);
      return ok(result);
    },
  });
}
