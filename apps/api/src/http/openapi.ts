import {
  type EndpointActors,
  type EndpointDef,
  ERROR_HTTP_STATUS,
  type ErrorCode,
  STATE_CONFLICT_HTTP_STATUS,
} from '@salon/contract';
import { needsCredential } from '@salon/domain';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The sign-in header, as OpenAPI names it. */
export const SECURITY_SCHEMES = {
  accessToken: {
    type: 'apiKey',
    in: 'header',
    name: 'access-token',
    description: '登入後取得的 token（每間店家各自獨立）',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'salon_staff',
    description: '店家人員登入後的工作階段（POST /staff/auth/login）；變更資料的呼叫另需 x-csrf-token 標頭',
  },
} as const;

/** The credentials of the actors an operation serves; an empty requirement when it serves nobody too. */
export function securityOf(actors: EndpointActors): Record<string, string[]>[] {
  const schemes: Record<string, string[]>[] = [];
  if (actors.includes('nobody') && actors.length > 1) schemes.push({});
  if (actors.includes('customer')) schemes.push({ accessToken: [] });
  if (actors.includes('staff')) schemes.push({ staffSession: [] });
  return schemes;
}

/** Every failure an operation can answer: its own, plus those the table entry implies. */
function errorCodesOf(def: EndpointDef): ErrorCode[] {
  const implied: ErrorCode[] = ['VALIDATION_FAILED'];
  if (def.store) implied.push('STORE_NOT_FOUND');
  if (needsCredential(def.actors)) implied.push('UNAUTHORIZED');
  return [...new Set([...implied, ...def.errors])];
}

function errorResponse(codes: ErrorCode[]) {
  return {
    description: codes.join(', '),
    type: 'object',
    required: ['status', 'message'],
    properties: {
      status: { type: 'string', enum: codes },
      message: { type: 'string', description: 'zh-TW text for the customer' },
      data: {},
    },
  };
}

/**
 * The zod schemas as JSON schema (fastify-type-provider-zod), plus one response per HTTP status
 * listing the error codes of the operation. Only the document changes: replies are not
 * serialised through these error schemas.
 */
export const openApiTransform: typeof jsonSchemaTransform = (args) => {
  const out = jsonSchemaTransform(args);
  const def = (args.route.config as { endpoint?: EndpointDef } | undefined)?.endpoint;
  if (!def) return out;
  const byStatus = new Map<number, ErrorCode[]>();
  const add = (status: number, code: ErrorCode) => byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  for (const code of errorCodesOf(def)) add(ERROR_HTTP_STATUS[code], code);
  for (const code of def.stateConflicts ?? []) add(STATE_CONFLICT_HTTP_STATUS, code);
  const schema = out.schema as FastifySchema & { response?: Record<string, unknown> };
  const response = { ...(schema.response ?? {}) };
  for (const [status, codes] of byStatus) response[String(status)] = errorResponse(codes);
  return { ...out, schema: { ...schema, response } };
};
