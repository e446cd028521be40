import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/**
 * Hostile requests generated from the contract's zod schemas: every field gets plausible values,
 * and now and then a NUL byte, a lone surrogate, a huge number, a wrong type, deep nesting or a
 * long string. Used by the fuzz test (hostile-input.fuzz.test.ts).
 */

type Def = {
  type: string;
  innerType?: unknown;
  element?: unknown;
  shape?: Record<string, unknown>;
  options?: unknown[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  in?: unknown;
};
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

const surrogate = fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'a\uD83Db', '\uDE00x');
const nul = fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`);
const long = fc
  .tuple(fc.constantFrom('a', '中', '0', '%'), fc.constantFrom(65, 101, 1001, 5001, 10_001, 50_000))
  .map(([c, n]) => c.repeat(n));
export const hostileString = fc.oneof(
  nul,
  surrogate,
  long,
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom("'; DROP TABLE stores; --", '../../etc/passwd', '%00', '\\u0000', '', ' ', '🙂'.repeat(40)),
);
const hugeNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 2 ** 64, 1e21, 0.5, -1, 4_102_444_801),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((b) => Number(b)),
);
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const deep = fc.integer({ min: 10, max: 3000 }).map((n) => {
  let v: unknown = 'x';
  for (let i = 0; i < n; i++) v = i % 2 ? { a: v } : [v];
  return v;
});
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, hugeNumber, wrongType, deep);

/** Plausible values of a schema, with a hostile one in about one field out of four. */
export function valueFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const plausible = plausibleFor(schema, depth);
  return fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}

function plausibleFor(schema: unknown, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
      return fc.option(plausibleFor(def.innerType, depth), { nil: undefined });
    case 'nullable':
      return fc.option(plausibleFor(def.innerType, depth), { nil: null });
    case 'pipe':
      return plausibleFor(def.in, depth);
    case 'object':
      return depth > 4 ? fc.constant({}) : objectFor(def.shape ?? {}, depth + 1);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(valueFor(def.element, depth + 1), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => plausibleFor(o, depth)));
    case 'literal':
      return fc.constantFrom(...((def.values ?? [true]) as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'boolean':
      return fc.boolean();
    case 'number':
      return fc.oneof(fc.integer({ min: -10, max: 100 }), fc.integer({ min: 1_790_000_000, max: 1_800_000_000 }));
    case 'string':
      return fc.oneof(
        fc.constantFrom('demo', 'cut-wash', 'Cash', '0912345678', '123456', 'a@b.tw', '/booking', 'U'.padEnd(33, 'a')),
        fc.string({ maxLength: 12 }),
      );
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null));
  }
}

/** An object of the shape's keys (some left out), sometimes with an unknown key. */
export function objectFor(shape: Record<string, unknown>, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  const record = fc.record(Object.fromEntries(keys.map((k) => [k, valueFor(shape[k], depth)])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, unknown>>;
  return fc
    .tuple(record, fc.option(fc.tuple(hostileString, hostileValue), { freq: 8 }))
    .map(([r, extra]) => (extra ? { ...r, [extra[0]]: extra[1] } : r));
}

export function shapeOf(schema: unknown): Record<string, unknown> {
  if (!schema) return {};
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe') return shapeOf(def.in);
  return {};
}

/** Percent-encodes like a browser; a lone surrogate goes out as its (invalid) WTF-8 bytes. */
export function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xd800 && cp <= 0xdfff)
      out += `%${(0xe0 | (cp >> 12)).toString(16)}%${(0x80 | ((cp >> 6) & 63)).toString(16)}%${(0x80 | (cp & 63)).toString(16)}`;
    else out += encodeURIComponent(ch);
  }
  return out;
}

const rawUrlPart = fc.constantFrom('%E0%A4%A', '%', '%ZZ', '%C0%80', '%ED%A0%80', '%00', '..%2F..', '%FF');

export interface Operation {
  id: string;
  method: string;
  path: string;
  query?: unknown;
  params?: unknown;
  headers?: unknown;
  body?: unknown;
}

/** Requests for one operation: its path with hostile params, its query keys, its body shape or garbage. */
export function requestsFor(op: Operation, token: string): fc.Arbitrary<InjectOptions> {
  const query = fc.tuple(objectFor(shapeOf(op.query)), fc.option(rawUrlPart, { freq: 10 })).map(([q, raw]) => {
    const parts = Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${encode(k)}=${encode(v)}`);
    if (raw) parts.push(`code=${raw}`);
    return parts.join('&');
  });
  const paramNames = [...op.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const params = fc.array(fc.oneof(valueFor({ _zod: { def: { type: 'string' } } }), rawUrlPart), {
    minLength: paramNames.length,
    maxLength: paramNames.length,
  });
  const body = fc.oneof(
    { arbitrary: objectFor(shapeOf(op.body)), weight: 4 },
    { arbitrary: hostileValue, weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '{"a":',
        '[1,2',
        '\u0000',
        '{"code":"\\u0000"}',
        '{"x":"\\ud800"}',
        '{"__proto__":{"x":1}}',
      ),
      weight: 1,
    },
  );
  const headers = fc.record(
    {
      'access-token': fc.oneof(
        fc.constant(token),
        hostileString.filter((s) => /^[\x20-\x7e]*$/.test(s)),
      ),
      'idempotency-key': fc.oneof(
        fc.uuid(),
        fc.string({ maxLength: 300 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
      ),
    },
    { requiredKeys: [] },
  );
  return fc.tuple(query, params, body, headers).map(([q, ps, b, h]) => {
    let path = `/api${op.path}`;
    paramNames.forEach((name, i) => {
      const p = ps[i];
      path = path.replace(`:${name}`, rawUrlPartValues.has(p as string) ? (p as string) : encode(p) || 'x');
    });
    const hasBody = op.method !== 'GET';
    const payload = typeof b === 'string' ? b : JSON.stringify(b);
    return {
      method: op.method as InjectOptions['method'],
      url: q ? `${path}?${q}` : path,
      headers: { ...h, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody && payload !== undefined ? { payload } : {}),
    };
  });
}

const rawUrlPartValues = new Set(['%E0%A4%A', '%', '%ZZ', '%C0%80', '%ED%A0%80', '%00', '..%2F..', '%FF']);
