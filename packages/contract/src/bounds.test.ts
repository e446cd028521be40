import { describe, expect, it } from 'vitest';
import { endpointSchemas, endpoints } from './endpoints';

type Check = { check: string };
type Def = {
  type: string;
  innerType?: unknown;
  in?: unknown;
  shape?: Record<string, unknown>;
  element?: unknown;
  options?: unknown[];
  valueType?: unknown;
  format?: string;
  checks?: { _zod: { def: Check } }[];
};
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def.check);

/** Every number without an upper bound, string without a longest length and list without a longest size, by path. */
function unbounded(schema: unknown, path: string, on: unknown[] = []): string[] {
  if (on.includes(schema)) return [];
  const def = defOf(schema);
  const inner = (next: unknown, at = path) => unbounded(next, at, [...on, schema]);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
    case 'prefault':
    case 'readonly':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => inner(value, `${path}.${key}`));
    case 'array':
      return [...(checksOf(def).includes('max_length') ? [] : [`${path}[]`]), ...inner(def.element, `${path}[]`)];
    case 'union':
      return (def.options ?? []).flatMap((option) => inner(option));
    case 'record':
      return inner(def.valueType, `${path}{}`);
    case 'number':
      return checksOf(def).includes('less_than') ? [] : [path];
    case 'string':
      return def.format || checksOf(def).some((c) => c === 'max_length' || c === 'length_equals') ? [] : [path];
    default:
      return [];
  }
}

const staffBodies = Object.entries(endpoints).flatMap(([id, def]) => {
  const body = (endpointSchemas as Record<string, { body?: unknown }>)[id]?.body;
  return 'actors' in def && (def.actors as readonly string[]).includes('staff') && body ? [[id, body] as const] : [];
});

describe("the staff's request bodies", () => {
  it('are all checked: every staff operation that takes a body (33 today)', () => {
    expect(staffBodies.length).toBeGreaterThanOrEqual(33);
  });

  it('bound every number, string and list, so no input reaches the database out of range', () => {
    expect(staffBodies.flatMap(([id, body]) => unbounded(body, id))).toEqual([]);
  });
});
