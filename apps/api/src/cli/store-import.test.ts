import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { demoStoreFile } from '#test/fixtures';
import { openPglite } from '../db/pglite';
import { stores } from '../db/schema/index';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./store-import.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

/** The command a store owner runs: `npm run store:import -- file.json`, against an embedded database. */
async function importFile(dataDir: string, file: unknown) {
  const path = join(dataDir, '..', `store-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(file));
  try {
    const { stdout } = await run(TSX, [CLI, path], { env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: '/' } });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, out: e.stderr };
  }
}

describe('npm run store:import', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'salon-import-')), 'data');

  it('refuses an invalid file, names every problem by JSON path, and writes nothing', async () => {
    const file = demoStoreFile();
    file.store.code = 'imported-salon';
    file.products![0]!.price = -1;
    file.products![1]!.providers![0]!.userId = 'ghost';
    const result = await importFile(dataDir, file);
    expect(result.code).toBe(1);
    expect(result.out).toContain('nothing was written');
    expect(result.out).toContain('products.0.price');
    expect(result.out).toContain('products.1.providers.0.userId: 找不到設計師：ghost');
  }, 60_000);

  it('imports a valid file, then updates the same store in place on a second import', async () => {
    const file = demoStoreFile();
    file.store.code = 'imported-salon';
    expect(await importFile(dataDir, file)).toMatchObject({
      code: 0,
      out: expect.stringContaining('Imported store "imported-salon"'),
    });
    file.store.name = '改名後的店';
    expect(await importFile(dataDir, file)).toMatchObject({
      code: 0,
      out: expect.stringContaining('Updated store "imported-salon"'),
    });

    const database = openPglite(dataDir);
    const rows = await database.db.select({ code: stores.code, name: stores.name }).from(stores);
    await database.close();
    expect(rows).toEqual([{ code: 'imported-salon', name: '改名後的店' }]);
  }, 60_000);
});
