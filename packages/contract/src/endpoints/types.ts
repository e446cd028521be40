import type { z } from 'zod';
import type { EndpointSchemaTable } from './schemas';
import type { EndpointId, Endpoints } from './table';

type Schemas<K extends EndpointId> = EndpointSchemaTable[K];
type InputOf<S, F extends string> = S extends Record<F, infer T extends z.ZodType> ? z.input<T> : undefined;
type OutputOf<S, F extends string> = S extends Record<F, infer T extends z.ZodType> ? z.output<T> : undefined;

/** What the client sends as the query, without the store `code` (the client adds it). */
export type EndpointQuery<K extends EndpointId> = Omit<NonNullable<InputOf<Schemas<K>, 'query'>>, 'code'>;
export type EndpointParams<K extends EndpointId> = InputOf<Schemas<K>, 'params'>;
export type EndpointBody<K extends EndpointId> = InputOf<Schemas<K>, 'body'>;
export type EndpointHeaders<K extends EndpointId> = InputOf<Schemas<K>, 'headers'>;
/** The `data` of the success envelope. */
export type EndpointResult<K extends EndpointId> = z.output<Schemas<K>['response']>;

/** As the API's handlers see them, after validation and defaults. */
export type ParsedQuery<K extends EndpointId> = OutputOf<Schemas<K>, 'query'>;
export type ParsedParams<K extends EndpointId> = OutputOf<Schemas<K>, 'params'>;
export type ParsedBody<K extends EndpointId> = OutputOf<Schemas<K>, 'body'>;
export type ParsedHeaders<K extends EndpointId> = OutputOf<Schemas<K>, 'headers'>;

/** An entry of the table. */
export type Endpoint<K extends EndpointId = EndpointId> = Endpoints[K];
