import { type EndpointDef, type EndpointId, endpoints } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    {
      description?: string;
      content?: { 'application/json'?: { schema?: { properties?: { status?: { enum?: string[] } } } } };
    }
  >;
};

/** The OpenAPI document is generated from the endpoint table: every operation, its sign-in and its failures. */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let operations: Map<string, Operation & { key: string }>;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { mode: 'development' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json() as {
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.components.securitySchemes.accessToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'access-token',
    });
    operations = new Map();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (op.operationId) operations.set(op.operationId, { ...op, key: `${method.toUpperCase()} ${path}` });
      }
    }
  });
  afterAll(() => t.close());

  it('has every operation of the table, at its method and path', () => {
    for (const [id, e] of Object.entries(endpoints) as [string, EndpointDef][]) {
      if (e.modes && !e.modes.includes('development')) continue;
      const path = `/api${e.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(operations.get(id)?.key, id).toBe(`${e.method} ${path}`);
    }
  });

  it('asks for the access-token where the operation needs a signed-in customer', () => {
    expect(operations.get('customerProfile' satisfies EndpointId)?.security).toEqual([{ accessToken: [] }]);
    expect(operations.get('availability' satisfies EndpointId)?.security).toEqual([{}, { accessToken: [] }]);
    expect(operations.get('storeSetting' satisfies EndpointId)?.security ?? []).toEqual([]);
    expect(operations.get('staffPickupOrders' satisfies EndpointId)?.security).toEqual([{ staffSession: [] }]);
  });

  it('lists the error codes of each operation under their HTTP status', () => {
    const cancel = operations.get('cancelBooking' satisfies EndpointId)!;
    expect(cancel.responses['404']?.content?.['application/json']?.schema?.properties?.status?.enum).toEqual(
      expect.arrayContaining(['STORE_NOT_FOUND', 'BOOKING_NOT_FOUND']),
    );
    expect(cancel.responses['422']?.description).toContain('CANCEL_NOT_ALLOWED');
    expect(cancel.responses['409']?.description).toContain('CANCEL_NOT_ALLOWED');
    const profile = operations.get('customerProfile' satisfies EndpointId)!;
    expect(profile.responses['401']?.description).toContain('UNAUTHORIZED');
    expect(profile.responses['400']?.description).toContain('VALIDATION_FAILED');
  });
});
