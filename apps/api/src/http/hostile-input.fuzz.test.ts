import { endpointSchemas, endpoints } from '@salon/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { type Operation, requestsFor } from '#test/fuzz';

/** At least 5,000 requests per database over the operations of the table (helpers with `modes` left out). */
const TOTAL_REQUESTS = 5_200;

const operations: Operation[] = Object.entries(endpoints)
  .filter(([, def]) => !('modes' in def && def.modes))
  .map(([id, def]) => ({
    id,
    method: def.method,
    path: def.path,
    ...((endpointSchemas as Record<string, object>)[id] ?? {}),
  }));

describeEachDatabase('fuzz: hostile requests over every operation never answer 5xx', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { storeId } = await seedStore(t.database.db);
    token = (await signedInCustomer(t.database.db, storeId, t.clock.now())).token;
  });
  afterAll(() => t.close());

  it('answers every generated request below 500, in the envelope', async () => {
    const perOperation = Math.ceil(TOTAL_REQUESTS / operations.length);
    let sent = 0;
    const failures: string[] = [];
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestsFor(op, token), async (request) => {
          const res = await t.app.inject(request);
          sent++;
          if (res.statusCode >= 500) failures.push(`${op.id} ${request.method} ${request.url} → ${res.body}`);
          expect(res.statusCode, `${op.id} ${request.method} ${String(request.url).slice(0, 200)}`).toBeLessThan(500);
          expect(typeof res.json().status).toBe('string');
        }),
        { numRuns: perOperation, seed: 20261123 + sent },
      );
    }
    console.log(
      `fuzz [${kind}]: ${sent} requests over ${operations.length} operations, ${failures.length} answered 5xx`,
    );
    expect(sent).toBeGreaterThanOrEqual(5_000);
    expect(failures).toEqual([]);
  }, 180_000);
});
