import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { describeEachDatabase } from '../test/db';

describeEachDatabase('serving the web app', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'salon-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>salon</title>');
    t = await createTestApp(kind, { config: { webDistDir: dist } });
  });
  afterAll(() => t.close());

  it('answers client routes with index.html so deep links work', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo/booking/abc?from=line' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>salon</title>');
  });

  it('keeps JSON 404s for unknown API paths and missing assets', async () => {
    for (const url of ['/api/nope', '/assets/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe('NOT_FOUND');
    }
  });
});
