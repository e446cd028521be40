import type { EndpointDef } from '@salon/contract';
import type { InjectOptions } from 'fastify';

/**
 * A request whose every input is wrong: path parameters, query and body would each fail
 * validation, so an answer that names a field shows the input was read before the caller's identity.
 */
export function hostileRequest(def: EndpointDef, headers: Record<string, string>): InjectOptions {
  // Just under the router's 100-character limit of a path parameter (past it no route is matched at all).
  const path = def.path.replace(/:(\w+)/g, () => `${'x'.repeat(90)}%20!`);
  const url = `/api${path}?code=demo&page=-1&pageSize=abc&status=Nope&startTime=yesterday&bogus=1`;
  const body = def.method === 'GET' ? undefined : { bogus: [1, 2, 3], events: 'none', bookingId: 7 };
  return { method: def.method, url, headers, ...(body ? { payload: body } : {}) };
}
