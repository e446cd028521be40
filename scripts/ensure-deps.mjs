// Runs before `npm start`: installs dependencies on a fresh clone, or when package-lock.json changed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.log('Installing dependencies (first run)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
