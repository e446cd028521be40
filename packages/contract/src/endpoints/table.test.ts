import { describe, expect, it } from 'vitest';
import { ERROR_HTTP_STATUS } from '../error-status';
import { adminEndpoints } from './admin';
import { backOfficeEndpoints } from './back-office';
import { customerSideEndpoints } from './customer-side';
import { devEndpoints } from './dev';
import { endpointSchemas } from './schemas';
import { staffEndpoints } from './staff';
import { staffMenuEndpoints } from './staff-menu';
import { staffWalletEndpoints } from './staff-wallet';
import { endpoints } from './table';

const entries = Object.entries(endpoints);

describe('the endpoint table', () => {
  it('names each operation once, by method and path', () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives the customer's pages the table's own entries, and none of the staff side's", () => {
    for (const [id, e] of Object.entries(customerSideEndpoints)) {
      expect(e).toEqual(endpoints[id as keyof typeof endpoints]);
    }
    const staffSide = [
      staffEndpoints,
      backOfficeEndpoints,
      staffMenuEndpoints,
      staffWalletEndpoints,
      adminEndpoints,
      devEndpoints,
    ];
    for (const id of staffSide.flatMap(Object.keys)) expect(customerSideEndpoints).not.toHaveProperty(id);
    expect(customerSideEndpoints).toHaveProperty('storeSetting');
  });

  it('stamps every entry with its own key', () => {
    for (const [id, e] of entries) expect(e.id).toBe(id);
  });

  it('has schemas for exactly the operations of the table', () => {
    expect(Object.keys(endpointSchemas).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('gives operations of a store a query with the store code, and path parameters a params schema', () => {
    for (const [id, e] of entries) {
      const schemas = endpointSchemas[id as keyof typeof endpointSchemas] as { query?: unknown; params?: unknown };
      if (e.store) expect(schemas.query, id).toBeDefined();
      if (e.path.includes('/:')) expect(schemas.params, id).toBeDefined();
    }
  });

  it('lists only catalogue codes as failures', () => {
    for (const [, e] of entries)
      for (const code of e.errors) expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it('sends no body with a GET', () => {
    for (const [id, e] of entries) {
      if (e.method === 'GET')
        expect((endpointSchemas[id as keyof typeof endpointSchemas] as { body?: unknown }).body).toBeUndefined();
    }
  });
});
