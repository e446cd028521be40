/**
 * npm run doctor — checks this environment as production would start with it: the same config
 * loader and sender setup (a refusal is named and exits 1), then, per setting, whether it is set,
 * valid and reachable (database, Redis, SMTP, SMS endpoint, LINE channel, public URL, web build).
 * It never prints a secret's value: keys are reported set or not, URLs by host only, and every
 * error message is stripped of the environment's secrets.
 */
import { ZodError } from 'zod';
import { loadConfig } from '../config';
import { createOtpSenders } from '../platform/otp/index';
import { checkSettings, type Row, redactSecrets } from './doctor-checks';

const env = { ...process.env, NODE_ENV: 'production' };
const refusal = await productionRefusal(env);
const rows = await checkSettings(process.env);

const failing = (row: Row) => (row.required && !row.set) || row.valid === false || row.reachable === false;
const mark = (value: boolean | undefined) => (value === undefined ? '-' : value ? 'yes' : 'NO');
const width = Math.max(...rows.map((row) => row.setting.length));
console.log('\nConfiguration check (as NODE_ENV=production would start)\n');
console.log(`    ${'setting'.padEnd(width)}  set  valid  reachable`);
for (const row of rows) {
  const cells = `${mark(row.set).padEnd(3)}  ${mark(row.valid).padEnd(5)}  ${mark(row.reachable).padEnd(9)}`;
  console.log(`  ${failing(row) ? '✗' : '✓'} ${row.setting.padEnd(width)}  ${cells}  ${redactSecrets(row.note, env)}`);
}
const problems = rows.filter(failing).map((row) => row.setting);
if (refusal) console.log(`\nProduction would refuse to start: ${redactSecrets(refusal, env)}`);
if (problems.length > 0) console.log(`\nNot ready: ${problems.join(', ')}`);
if (!refusal && problems.length === 0) console.log('\nReady: production would start with this environment.');
console.log('');
process.exit(refusal || problems.length > 0 ? 1 : 0);

/** Why production would not start with this environment (the loader's and the senders' own checks), or null. */
async function productionRefusal(production: NodeJS.ProcessEnv): Promise<string | null> {
  try {
    const config = loadConfig(production);
    await createOtpSenders(config, () => 0).close();
    return null;
  } catch (error) {
    if (error instanceof ZodError)
      return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    return (error as Error).message;
  }
}
