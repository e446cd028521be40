import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#api/app';
import { testConfig } from '#api/config';
import { fixedClock } from '#api/platform/clock';
import { startServer } from '#api/server';
import { TEST_NOW } from '#test/app';
import { databaseKinds, newPostgresTestDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { withDatabase } from '#test/global-setup';
import { adminUrl, fileDbPrefix } from '#test/names';
import { bookingBody, call, FRI, THU, WED } from '../modules/bookings/test-support';
import { seedPaidStore } from '../modules/payments/test-support';
import { giveCard } from '../modules/wallet/test-support';
import { openPostgres } from './client';
import { openPglite } from './pglite';
import { products } from './schema/index';

/**
 * The backup procedure of docs/decisions/operations.md, run: a store with bookings, value-card
 * moves and payments is dumped with pg_dump (custom format), restored with pg_restore into a new
 * database, and every table's rows and the invariants are found there; then the API starts on it.
 */
describe.runIf(databaseKinds().includes('postgres'))('backup and restore (pg_dump / pg_restore)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'salon-backup-'));
  let source: string;
  let restored: string;
  let bookingIds: string[] = [];

  beforeAll(async () => {
    source = await newPostgresTestDatabase();
    const database = openPostgres(source, 4);
    const app = await buildApp({ config: testConfig(), database, clock: fixedClock(TEST_NOW) });
    try {
      const db = database.db;
      const { storeId } = await seedStore(db);
      const amy = await signedInCustomer(db, storeId, TEST_NOW, { gender: 'Female' });
      const cardId = await giveCard(db, storeId, amy.customer.id, 5000);
      const book = async (code: string, body: object, headers: Record<string, string>) => {
        const res = await call(app, 'POST', `/api/bookings?code=${code}`, { payload: body, headers });
        expect(res.code).toBe(200);
        return res.body.data.bookingId as string;
      };
      const cut = (userId: string) => [{ productId: 'cut-wash', userId }];
      bookingIds = [
        await book('demo', bookingBody(cut('amber'), WED(11)), amy.headers),
        await book('demo', bookingBody(cut('kevin'), WED(11)), amy.headers),
        await book('demo', bookingBody(cut('amber'), THU(15)), amy.headers),
        await book(
          'demo',
          bookingBody(cut('mia'), FRI(12), { paymentMethod: 'ValueCard', customerValueCardId: cardId }),
          amy.headers,
        ),
      ];
      // A cancelled booking: its time freed, the card's move given back (two more ledger rows).
      const spent = await book(
        'demo',
        bookingBody(cut('leo'), FRI(16), { paymentMethod: 'ValueCard', customerValueCardId: cardId }),
        amy.headers,
      );
      const cancel = await call(app, 'DELETE', '/api/bookings?code=demo', {
        payload: { bookingId: spent },
        headers: amy.headers,
      });
      expect(cancel.body.data.status).toBe('Cancelled');
      // An online payment (the sandbox's card payment, pending) in a store that takes them.
      const paid = await seedPaidStore(db);
      const bo = await signedInCustomer(db, paid.storeId, TEST_NOW, { gender: 'Male' });
      bookingIds.push(
        await book('paid', bookingBody(cut('amber'), THU(11), { paymentMethod: 'CreditCard' }), bo.headers),
      );
    } finally {
      await app.close();
      await database.close();
    }

    const file = join(dir, 'salon.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, source]);
    restored = withDatabase(
      source,
      `${fileDbPrefix(inject('postgresRunId')!)}restored_${randomBytes(4).toString('hex')}`,
    );
    const admin = new pg.Client({ connectionString: adminUrl(source) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${new URL(restored).pathname.slice(1)}`);
    await admin.end();
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored}`, file]);
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('restores every row of every table', async () => {
    const before = await rowCounts(source);
    const after = await rowCounts(restored);
    expect(after).toEqual(before);
    for (const table of [
      'bookings',
      'booking_events',
      'value_cards',
      'value_card_ledger',
      'wallet_charges',
      'payments',
    ])
      expect(after[`public.${table}`], table).toBeGreaterThan(0);
    expect(after['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
  });

  it('keeps the invariants: no overlapping active events per designer, card balances equal their ledgers', async () => {
    const client = new pg.Client({ connectionString: restored });
    await client.connect();
    try {
      const overlaps = await client.query(`
        SELECT a.booking_id FROM booking_events a JOIN booking_events b
          ON a.store_id = b.store_id AND a.provider_id = b.provider_id AND a.active AND b.active
         AND (a.booking_id, a.index) < (b.booking_id, b.index) AND a.during && b.during`);
      expect(overlaps.rows).toEqual([]);
      const unbalanced = await client.query(`
        SELECT c.id FROM value_cards c
          LEFT JOIN (SELECT card_id, sum(amount) AS total FROM value_card_ledger GROUP BY card_id) l ON l.card_id = c.id
         WHERE c.balance <> coalesce(l.total, 0)`);
      expect(unbalanced.rows).toEqual([]);
      // The constraints came back too: the database still refuses a double booking itself.
      const exclusion = await client.query(
        "SELECT conname FROM pg_constraint WHERE contype = 'x' AND conrelid = 'booking_events'::regclass",
      );
      expect(exclusion.rows.length).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });

  it('the API starts on the restored database and serves its bookings', async () => {
    const server = await startServer(testConfig({ databaseUrl: restored }));
    try {
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      for (const [i, id] of bookingIds.entries()) {
        const res = await fetch(
          `${server.url}/api/bookings/${id}?code=${i === bookingIds.length - 1 ? 'paid' : 'demo'}`,
        );
        expect(res.status).toBe(200);
      }
    } finally {
      await server.close();
    }
  });
});

describe('backup and restore of the embedded database (a copy of DATA_DIR while the API is stopped)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'salon-pglite-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a copy of the closed data folder opens with every row', async () => {
    const live = openPglite(join(dir, 'data'));
    await live.migrate();
    await seedStore(live.db);
    const count = async (database: ReturnType<typeof openPglite>) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]?.n;
    const before = await count(live);
    await live.close();
    cpSync(join(dir, 'data'), join(dir, 'backup'), { recursive: true });
    const copy = openPglite(join(dir, 'backup'));
    try {
      expect(before).toBeGreaterThan(0);
      expect(await count(copy)).toBe(before);
    } finally {
      await copy.close();
    }
  }, 60_000);
});

/** Rows per table (schema.table), every table of the application's schemas. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'drizzle') ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
      counts[name] = rows[0]!.n;
    }
    return counts;
  } finally {
    await client.end();
  }
}
