// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173, proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@salon/api'], { stdio: 'inherit', env: { ...process.env, WEB_DIST_DIR: '' } }),
  spawn('npm', ['run', 'dev', '-w', '@salon/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
