import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, openTestDatabase } from '#test/db';
import { intArrayLiteral, textArrayLiteral } from './array-literal';
import type { Database } from './client';

describeEachDatabase('array literals as one parameter', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const read = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('reads back every text as given: quotes, backslashes, commas, braces, spaces, empty, NULL, Chinese', async () => {
    const values = ['plain', 'with "quotes"', 'back\\slash', 'a,b', '{braces}', ' spaced ', '', null, 'NULL', '設計師'];
    const rows = await read<{ v: string | null }>(
      sql`SELECT v FROM unnest(${textArrayLiteral(values)}::text[]) WITH ORDINALITY AS t(v, i) ORDER BY i`,
    );
    expect(rows.map((r) => r.v)).toEqual(values);
  });

  it('reads back integers, negative ones included, and an empty array', async () => {
    const [sum] = await read<{ s: number }>(
      sql`SELECT sum(n)::int AS s FROM unnest(${intArrayLiteral([1, -2, 30])}::int[]) AS n`,
    );
    expect(sum?.s).toBe(29);
    const [empty] = await read<{ n: number }>(sql`SELECT cardinality(${intArrayLiteral([])}::int[])::int AS n`);
    expect(empty?.n).toBe(0);
  });
});
