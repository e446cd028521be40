import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { seedStore } from '#test/fixtures';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openPglite } from '../db/pglite';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./store-owner.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

async function storeOwner(dataDir: string, ...args: string[]) {
  try {
    const env = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: 'https://book.example.com' };
    const { stdout } = await run(TSX, [CLI, ...args], { env });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, out: e.stderr };
  }
}

describe('npm run store:owner', () => {
  it('makes the owner of an imported store and prints a one-time link that sets the password and signs in', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'salon-owner-')), 'data');
    const seeded = openPglite(dataDir);
    await seeded.migrate();
    await seedStore(seeded.db);
    await seeded.close();

    expect(await storeOwner(dataDir, 'nowhere', 'boss@salon.test')).toMatchObject({ code: 1 });
    const first = await storeOwner(dataDir, 'demo', 'boss@salon.test');
    expect(first.code).toBe(0);
    const link = first.out.match(/https:\/\/book\.example\.com\/demo\/staff\/setup#token=([\w-]+)/);
    expect(link).not.toBeNull();
    // A second run gives a new link; only the newest one works.
    const second = await storeOwner(dataDir, 'demo', 'boss@salon.test');
    const token = second.out.match(/#token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    const database = openPglite(dataDir);
    const app = await buildApp({ config: testConfig(), database });
    try {
      const setPassword = (t: string) =>
        app.inject({
          method: 'POST',
          url: '/api/staff/auth/password?code=demo',
          payload: { token: t, password: 'a-long-owner-password' },
        });
      expect((await setPassword(link![1]!)).json().status).toBe('STAFF_SETUP_INVALID');
      const set = await setPassword(token!);
      expect(set.statusCode).toBe(200);
      expect(set.json().data.staff).toMatchObject({ role: 'owner' });
      expect((await setPassword(token!)).json().status).toBe('STAFF_SETUP_INVALID');
      const login = await app.inject({
        method: 'POST',
        url: '/api/staff/auth/login?code=demo',
        payload: { email: 'boss@salon.test', password: 'a-long-owner-password' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 90_000);
});
