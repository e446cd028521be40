import { endpointSchemas, endpoints } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore } from '#test/fixtures';

/**
 * Every staff body sent with each number far beyond any salon's (9,999,999,999) and each text
 * longer than any field allows (issue 39): a 400 naming the fields, never a 500, nothing written.
 */

type Def = {
  type: string;
  innerType?: unknown;
  in?: unknown;
  shape?: Record<string, unknown>;
  element?: unknown;
  options?: unknown[];
  entries?: Record<string, string>;
  values?: unknown[];
};
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A value of the schema's shape with every number and text out of range (enums and booleans kept valid). */
function oversized(schema: unknown, depth = 0): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
    case 'prefault':
    case 'readonly':
      return oversized(def.innerType, depth);
    case 'pipe':
      return oversized(def.in, depth);
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, oversized(v, depth + 1)]));
    case 'array':
      return depth > 6 ? [] : [oversized(def.element, depth + 1)];
    case 'union':
      return oversized(def.options?.[0], depth);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return true;
    case 'number':
      return 9_999_999_999;
    case 'string':
      return '長'.repeat(6000);
    default:
      return null;
  }
}

const staffWrites = Object.entries(endpoints).flatMap(([id, def]) => {
  const body = (endpointSchemas as Record<string, { body?: unknown }>)[id]?.body;
  // Signing out takes only a boolean, and would end the session the others are sent with.
  const staff = 'actors' in def && (def.actors as readonly string[]).includes('staff') && id !== 'staffLogout';
  return staff && body ? [{ id, method: def.method, path: def.path, body }] : [];
});

describeEachDatabase('every staff body out of range', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { logLevel: 'error' } });
    const { storeId } = await seedStore(t.database.db);
    headers = (await signedInStaff(t, storeId, 'owner')).headers;
  });
  afterAll(() => t.close());

  it('answers 400 naming the fields, never 500', async () => {
    expect(staffWrites.length).toBeGreaterThanOrEqual(32);
    const answers: string[] = [];
    for (const op of staffWrites) {
      const url = `/api${op.path.replace(/:(\w+)/g, 'x')}?code=demo`;
      const res = await t.app.inject({
        method: op.method as 'POST',
        url,
        headers,
        payload: oversized(op.body) as Record<string, unknown>,
      });
      const body = res.json();
      const fields = Object.keys(body.data?.fields ?? {});
      answers.push(`${op.id} ${res.statusCode} ${body.status} ${fields.length ? 'fields' : 'no fields'}`);
    }
    // A photo's text may be megabytes long: 6,000 characters are within its bound, and are refused
    // as not being an image.
    expect(answers.filter((a) => !/ 400 VALIDATION_FAILED fields$/.test(a))).toEqual([
      'staffDesignerAvatar 415 AVATAR_NOT_IMAGE no fields',
    ]);
  });
});
