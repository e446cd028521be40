import { loadConfig } from './config';
import { startServer } from './server';

// Static imports are loaded before this line runs: the time since the process started is theirs.
const modulesLoaded = Math.round(process.uptime() * 1000);
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(`\n  Not starting: ${(error as Error).message}\n`);
  process.exit(1);
}
const server = await startServer(config);
const seconds = process.uptime().toFixed(2);
server.app.log.info(
  { mode: config.mode, database: server.database.kind, startupMs: { modules: modulesLoaded, ...server.startup } },
  `ready in ${seconds}s`,
);
console.log(
  `\n  Salon booking is running (${config.mode}, ${server.database.kind}).\n  Open ${server.url}/demo/store\n`,
);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    // Stops accepting connections, answers the requests in flight (each with Connection: close),
    // closes the database pool, then exits 0 (docs/decisions/operations.md "Upgrades without downtime").
    server.app.log.info(`${signal}: finishing requests and closing`);
    try {
      await server.close();
    } catch (error) {
      server.app.log.error({ err: error }, 'closing failed');
      process.exit(1);
    }
    process.exit(0);
  });
}
