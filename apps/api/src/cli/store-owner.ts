/**
 * npm run store:owner -- <store code> <e-mail>
 * Makes the owner of an imported store (or finds them) and prints a one-time link to set their
 * password, valid for 7 days; run it again for a new link (a lost password). Uses the configured
 * database (DATABASE_URL, or PGlite in DATA_DIR) and PUBLIC_URL for the link.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { ownerSetupLink, setupLink } from '../modules/staff/invites';
import { findStore } from '../modules/store/service';

const [code, email] = process.argv.slice(2);
if (!code || !email?.includes('@')) {
  console.error('Usage: npm run store:owner -- <store code> <e-mail>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const store = await findStore(database.db, code);
if (!store) {
  console.error(`No store has the code "${code}". Import it first: npm run store:import -- <store.json>`);
  await database.close();
  process.exit(1);
}
const now = Math.floor(Date.now() / 1000);
const { member, token } = await ownerSetupLink(database.db, { storeId: store.id, now }, email);
await database.close();
const base = config.publicUrl ?? `http://${config.host}:${config.port}`;
console.log(`Owner of "${store.code}" (${store.name}): ${member.email}`);
console.log(`Set the password within 7 days at:\n  ${setupLink(base, store.code, token)}`);
