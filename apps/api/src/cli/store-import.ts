/**
 * npm run store:import -- file.json
 * Validates a store file and writes it to the configured database (DATABASE_URL, or PGlite in DATA_DIR).
 * Nothing is written unless the whole file is valid; a second import of the same store updates it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { importStore, validateStoreFile } from '../modules/store/import';

const path = process.argv[2];
if (!path) {
  console.error('Usage: npm run store:import -- <store.json>');
  process.exit(2);
}
// npm runs workspace scripts inside the workspace folder; paths are the caller's.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), path);
let json: unknown;
try {
  json = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}
const result = validateStoreFile(json);
if (!result.ok) {
  console.error(`${file} is not a valid store file; nothing was written:`);
  for (const [where, message] of Object.entries(result.errors)) console.error(`  ${where}: ${message}`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const { created } = await importStore(database.db, result.file);
await database.close();
console.log(`${created ? 'Imported' : 'Updated'} store "${result.file.store.code}" (${result.file.store.name}).`);
