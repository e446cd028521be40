import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore } from '#test/fixtures';

const INDEX_HTML = `<!doctype html>
<html lang="zh-Hant-TW">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="線上預約美髮、美容服務與購買店家商品" />
    <title>salon</title>
    <script type="module" crossorigin src="/assets/index-Entry111.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const ASSET = '/assets/app-Ab12Cd34.js';
const ASSET_SOURCE = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};\n`;
/** Vite's manifest: the store page's chunk imports Luxon's; the entry is already in index.html. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Entry111.js', isEntry: true },
  'src/features/store/StorePage.tsx': { file: 'assets/StorePage-Page2222.js', imports: ['index.html', '_luxon.js'] },
  '_luxon.js': { file: 'assets/luxon-Lux33333.js' },
};
const HOSTILE_NAME = '"/><script>alert(1)</script>&';

/** A build as Vite leaves it: index.html, a hashed asset and its build-time .br and .gz twins. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'salon-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, ASSET), ASSET_SOURCE);
  writeFileSync(join(dist, `${ASSET}.br`), brotliCompressSync(ASSET_SOURCE));
  writeFileSync(join(dist, `${ASSET}.gz`), gzipSync(ASSET_SOURCE));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dist;
}

const metaContent = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];

describeEachDatabase('serving the web app', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { webDistDir: fakeBuild() } });
    await seedStore(t.database.db);
    await seedDemoCopy(t.database.db, 'hostile', (file) => {
      file.store.name = HOSTILE_NAME;
      file.store.websiteTitle = null;
      file.store.websiteBanner = null;
      file.store.banner = '/images/hostile-banner.jpg';
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'salon.example', ...headers } });

  it('answers client routes with index.html so deep links work', async () => {
    const res = await get('/nostore/booking/abc?from=line');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(INDEX_HTML);
  });

  it('keeps JSON 404s for unknown API paths and missing assets', async () => {
    for (const url of ['/api/nope', '/assets/missing.js']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe('NOT_FOUND');
    }
  });

  describe('hashed assets', () => {
    it('sends the brotli twin to a browser that accepts br, cached for a year', async () => {
      const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(ASSET_SOURCE.length / 2);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET_SOURCE);
    });

    it("carries the headers that act on a file, not the document's policies (a slow link pays for each byte)", async () => {
      const res = await get(ASSET, { 'accept-encoding': 'br' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
      ]) {
        expect(res.headers[name]).toBeUndefined();
      }
      const page = await get('/demo/store');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('sends the gzip twin when only gzip is accepted', async () => {
      const res = await get(ASSET, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET_SOURCE);
    });

    it('sends the file itself to a client that accepts no compression', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const res = await get(ASSET, headers);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(ASSET_SOURCE));
        expect(res.body).toBe(ASSET_SOURCE);
      }
    });
  });

  it('has browsers revalidate index.html, served directly or as a client route', async () => {
    for (const url of ['/index.html', '/demo/store', '/']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  describe('JSON answers', () => {
    it('compresses an answer over 1 KiB for a client that accepts it', async () => {
      const plain = await get('/api/bookings/menu/service?code=demo');
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const res = await get('/api/bookings/menu/service?code=demo', { 'accept-encoding': 'br, gzip' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
      const gzipped = await get('/api/bookings/menu/service?code=demo', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    });

    it('sends an answer under 1 KiB as it is', async () => {
      const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toBeTruthy();
    });

    it('keeps the ETag and 304 of public reads when compressing', async () => {
      const first = await get('/api/bookings/menu/service?code=demo', { 'accept-encoding': 'gzip' });
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await get('/api/bookings/menu/service?code=demo', {
        'accept-encoding': 'gzip',
        'if-none-match': etag,
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('keeps the error envelope readable when compressed', async () => {
      const res = await get('/api/bookings/menu/service?code=no-such-store', { 'accept-encoding': 'gzip' });
      expect(res.statusCode).toBe(404);
      const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
      expect(JSON.parse(body).status).toBe('STORE_NOT_FOUND');
    });
  });

  describe('link previews (LINE, Facebook, X)', () => {
    it("gives a store's pages that store's title, description, image and address", async () => {
      const res = await get('/demo/store?from=line');
      expect(res.statusCode).toBe(200);
      const store = (await get('/api/bookings/store?code=demo')).json().data;
      const title = store.websiteTitle || store.name;
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).not.toContain('<title>salon</title>');
      expect(metaContent(res.body, 'og:title')).toBe(title);
      expect(metaContent(res.body, 'og:type')).toBe('website');
      expect(metaContent(res.body, 'og:url')).toBe('http://salon.example/demo/store');
      expect(metaContent(res.body, 'og:description')).toBeTruthy();
      const image = store.websiteBanner || store.banner || store.logo;
      expect(metaContent(res.body, 'og:image')).toBe(new URL(image, 'http://salon.example').href);
      expect(metaContent(res.body, 'twitter:card')).toBe('summary_large_image');
    });

    it("has the store's home page fetch its chunks and banner with the entry, not after it", async () => {
      for (const url of ['/demo', '/demo/store']) {
        const res = await get(url);
        expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/StorePage-Page2222.js" />');
        expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/luxon-Lux33333.js" />');
        expect(res.body).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high" \/>/);
        // The banner is asked for first: before the entry script, right after the charset.
        const banner = res.body.indexOf('<link rel="preload" as="image"');
        expect(banner).toBeGreaterThan(res.body.indexOf('<meta charset="UTF-8" />'));
        expect(banner).toBeLessThan(res.body.indexOf('<script'));
      }
      expect((await get('/demo/menu')).body).not.toContain('StorePage-Page2222.js');
    });

    it('names the page in the title', async () => {
      const store = (await get('/api/bookings/store?code=demo')).json().data;
      // A segment that is an Object.prototype key is no page name.
      expect((await get('/demo/constructor')).body).toContain(`<title>${store.websiteTitle || store.name}</title>`);
      const res = await get('/demo/menu');
      expect(res.body).toMatch(/<title>服務項目｜[^<]+<\/title>/);
      expect(metaContent(res.body, 'og:url')).toBe('http://salon.example/demo/menu');
    });

    it('escapes a hostile store name and makes a relative banner absolute', async () => {
      const res = await get('/hostile');
      expect(res.body).not.toContain('<script>alert(1)</script>');
      expect(res.body).toContain('<title>&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;</title>');
      expect(metaContent(res.body, 'og:title')).toBe('&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;');
      expect(metaContent(res.body, 'og:image')).toBe('http://salon.example/images/hostile-banner.jpg');
    });

    it('gives an unknown store the plain index', async () => {
      const res = await get('/no-such-store/store');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    });
  });
});
