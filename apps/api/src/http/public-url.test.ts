import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, WED } from '../modules/bookings/test-support';
import { publicUrlOf } from './public-url';

const listening = (port: number) => ({ address: () => ({ address: '127.0.0.1', family: 'IPv4', port }) });

describe('where links point', () => {
  it('PUBLIC_URL when set; else the port the server really listens on, not a configured 0', () => {
    const config = { publicUrl: null, host: '127.0.0.1', port: 0 };
    expect(publicUrlOf(config, listening(43117))()).toBe('http://127.0.0.1:43117');
    expect(publicUrlOf({ ...config, publicUrl: 'https://book.example.com' }, listening(43117))()).toBe(
      'https://book.example.com',
    );
    expect(publicUrlOf({ ...config, host: '0.0.0.0' }, listening(3000))()).toBe('http://localhost:3000');
    // Not listening yet (inject-only): the configured port.
    expect(publicUrlOf({ ...config, port: 3000 }, { address: () => null })()).toBe('http://127.0.0.1:3000');
  });
});

describeEachDatabase('message links of a server listening on port 0', (kind) => {
  it('a confirmation links to the booking at the real address', async () => {
    const t = await createTestApp(kind);
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const storeId = (await seedStore(t.database.db)).storeId;
      const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
      const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], WED(13)),
        headers: c.headers,
      });
      expect(res.code).toBe(200);
      while ((await t.app.jobs.tick()) > 0);
      const sent = (await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(c.customer.phoneE164!)}`)).body
        .data as { kind?: string; text: string }[];
      const confirmation = sent.find((e) => e.kind === 'bookingReceived');
      expect(confirmation?.text).toContain(`http://127.0.0.1:${port}/demo/booking/${res.body.data.bookingId}`);
      expect(port).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
