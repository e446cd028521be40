import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '#api/paths';

/** Runs `npm run doctor`'s script as its own process with only the environment given (plus PATH). */
function doctor(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(API_ROOT, 'src/cli/doctor.ts')],
      { cwd: API_ROOT, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

const SECRETS = {
  SMS_KEY: 'sms-key-that-must-not-show-1',
  METRICS_TOKEN: 'metrics-token-that-must-not-show',
  LINE_PAY_CHANNEL_SECRET: 'line-pay-secret-not-shown',
};

describe('npm run doctor', () => {
  let sms: Server;
  let smtp: SMTPServer;
  let smsUrl: string;
  let smtpUrl: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-doctor-'));
  beforeAll(async () => {
    sms = createServer((_req, res) => res.writeHead(405).end());
    await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
    smsUrl = `http://127.0.0.1:${(sms.address() as AddressInfo).port}/sms`;
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onAuth: (_a, _s, cb) => cb(null, { user: 'mailer' }),
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://mailer:smtp-password-not-shown@127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => sms.close(resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits 1 naming what production lacks, and prints no secret', async () => {
    const { code, output } = await doctor({
      ...SECRETS,
      DATABASE_URL: 'postgres://salon:db-password-not-shown@127.0.0.1:1/salon',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/Production would refuse to start: .*SMS_URL/);
    expect(output).toMatch(/Not ready: .*SMS_URL.*LINE_CHANNEL_ID/);
    expect(output).toMatch(/✗ DATABASE_URL .*NO .*127\.0\.0\.1:1/);
    for (const secret of [...Object.values(SECRETS), 'db-password-not-shown']) expect(output).not.toContain(secret);
  });

  it('exits 0 with a complete environment, every service reached', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const database: Record<string, string> = url ? { DATABASE_URL: url } : { DATA_DIR: dataDir };
    const { code, output } = await doctor({
      ...SECRETS,
      ...database,
      NODE_ENV: 'production',
      SMS_URL: smsUrl,
      SMTP_URL: smtpUrl,
      SMTP_FROM: 'salon@example.com',
      LINE_CHANNEL_ID: '1650000000',
      LINE_PAY_CHANNEL_ID: '2000000000',
      PUBLIC_URL: 'https://book.example.com',
      WEB_DIST_DIR: '',
    });
    expect(output).toContain('Ready: production would start with this environment.');
    expect(code).toBe(0);
    expect(output).toMatch(/✓ SMS_URL +yes +yes +yes +127\.0\.0\.1:\d+ answers \(HTTP 405\)/);
    expect(output).toMatch(/✓ SMTP_URL +yes +yes +yes +SMTP at 127\.0\.0\.1:\d+/);
    expect(output).toMatch(/✓ PUBLIC_URL +yes +yes +- +https:\/\/book\.example\.com/);
    for (const secret of [...Object.values(SECRETS), 'smtp-password-not-shown']) expect(output).not.toContain(secret);
  });
});
