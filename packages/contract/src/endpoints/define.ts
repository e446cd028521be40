import type { RequestActorKind, StaffPermission } from '@salon/domain';
import type { ErrorCode } from '../error-areas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who an operation serves. `['nobody']`: anyone, a credential is not read; `['nobody', 'customer']`:
 * the signed-in customer when the `access-token` is valid, else nobody; `['customer']`: 401 without
 * a valid token of the store; `['staff']`: 401 without the store's staff credential (today the
 * back-office key in `x-admin-key`). Without `nobody`, the credential is checked before any input.
 */
export type EndpointActors = readonly RequestActorKind[];

/** The signed-in customer when the `access-token` is valid, else nobody: the one pair of actors the table writes. */
export const NOBODY_OR_CUSTOMER = ['nobody', 'customer'] as const satisfies EndpointActors;

/** Which catalogue's wording the operation's failures use (codes shared by areas read differently). */
export type ErrorArea = 'generic' | 'auth' | 'booking' | 'retail' | 'staff';

/**
 * One API operation, as plain data: the web's typed client reads it at run time without zod.
 * Its query, path parameters, body and response `data` schemas sit under the same key in
 * `endpointSchemas`; the compiler holds the two tables to the same keys.
 */
export interface EndpointDef {
  method: HttpMethod;
  /** Under /api; `:name` marks a path parameter. */
  path: string;
  actors: EndpointActors;
  /**
   * A staff operation's permission (`action:entity:access`, see the domain's ROLE_PERMISSIONS):
   * a member whose role does not hold it is refused 403 FORBIDDEN before any input is read.
   */
  permission?: StaffPermission;
  /** The operation belongs to a store named by `?code=` (resolved once per request). */
  store: boolean;
  /** OpenAPI tag: the area. */
  tag: string;
  summary: string;
  /** Business failures the operation can answer, besides VALIDATION_FAILED, STORE_NOT_FOUND and UNAUTHORIZED. */
  errors: readonly ErrorCode[];
  /** Codes of `errors` answered 409 instead when the record is no longer open (see STATE_CONFLICT_HTTP_STATUS). */
  stateConflicts?: readonly ErrorCode[];
  errorArea: ErrorArea;
  /**
   * The body carries a file, base64 in `field`: the body may be up to `bodyLimit` bytes and that
   * field longer than the edge's string cap (it is decoded and checked, never stored as text).
   */
  upload?: { field: string; bodyLimit: number };
  /** Only served in these server modes (development helpers, the test clock); test-mode ones are left out of the OpenAPI document. */
  modes?: readonly ('development' | 'test')[];
}

/**
 * Checks each entry against EndpointDef, keeps its literal types (method, path) and stamps it with
 * its key, so `call(endpoints.x)` knows which operation it is given.
 */
export function defineEndpoints<const T extends Record<string, EndpointDef>>(
  table: T,
): { [K in keyof T]: T[K] & { id: K } } {
  return Object.fromEntries(Object.entries(table).map(([id, def]) => [id, { ...def, id }])) as {
    [K in keyof T]: T[K] & { id: K };
  };
}
