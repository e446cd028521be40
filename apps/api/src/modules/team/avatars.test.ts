import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore } from '#test/fixtures';
import { call, type Json } from '../bookings/test-support';
import { pngOf } from '../forms/test-support';

const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 7)]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(12),
]);

describeEachDatabase("designers' photos", (kind) => {
  let t: TestApp;
  let uploadsDir: string;
  const staff: Record<string, StaffClient> = {};
  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'salon-avatars-'));
    t = await createTestApp(kind, { config: { uploadsDir } });
    const { storeId } = await seedStore(t.database.db);
    for (const role of ['owner', 'manager', 'designer'] as const) {
      staff[role] = (await signedInStaff(t, storeId, role, role === 'designer' ? { providerId: 'amber' } : {})).client;
    }
  });
  afterAll(() => t.close());

  const upload = (designer: string, image: string, role = 'manager') =>
    staff[role]!.post(`designers/${designer}/avatar`, { image });
  const avatarOf = async (id: string) =>
    (await call(t.app, 'GET', '/api/bookings/menu/service?code=demo')).body.data.users.find((u: Json) => u.id === id)
      .avatar as string | null;

  it('a manager uploads a PNG: stored on disk by its contents, served back with a year of cache, on the menu at once', async () => {
    const png = pngOf(64, 64);
    const res = await upload('mia', `data:image/png;base64,${png.toString('base64')}`);
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const url = res.body.data.avatar as string;
    expect(url).toMatch(/^\/api\/uploads\/avatars\/[a-f0-9]{64}\.png$/);
    expect(readdirSync(join(uploadsDir, 'avatars'))).toEqual([url.split('/').at(-1)]);
    const served = await t.app.inject({ url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(await avatarOf('mia')).toBe(url);
    // An owner may too; JPEG and WebP are photos as well.
    expect((await upload('kevin', jpeg(5000).toString('base64'), 'owner')).body.data.avatar).toMatch(/\.jpg$/);
    const wp = await upload('leo', webp.toString('base64'));
    expect(wp.body.data.avatar).toMatch(/\.webp$/);
    expect((await t.app.inject({ url: wp.body.data.avatar })).headers['content-type']).toBe('image/webp');
  });

  it('refuses what is not a JPEG, PNG or WebP, or is over 2 MB, and changes nothing', async () => {
    const before = await avatarOf('mia');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
    for (const [image, status, code] of [
      [gif, 415, 'AVATAR_NOT_IMAGE'],
      ['not base64 at all!', 415, 'AVATAR_NOT_IMAGE'],
      [jpeg(2 * 1024 * 1024 + 1).toString('base64'), 413, 'AVATAR_TOO_LARGE'],
    ] as const) {
      const res = await upload('mia', image);
      expect([res.code, res.body.status]).toEqual([status, code]);
      expect(res.body.message).toMatch(/照片/);
    }
    expect((await upload('mia', jpeg(2 * 1024 * 1024).toString('base64'))).code).toBe(200); // exactly 2 MB is fine
    expect(await avatarOf('mia')).not.toBe(before);
    expect((await upload('nobody', pngOf(8, 8).toString('base64'))).body.status).toBe('PROVIDER_NOT_FOUND');
    expect((await upload('mia', '')).code).toBe(400);
  });

  it('only owners and managers upload; the served files are only the stored ones', async () => {
    const refused = await upload('amber', pngOf(8, 8).toString('base64'), 'designer');
    expect([refused.code, refused.body.status]).toEqual([403, 'FORBIDDEN']);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/staff/designers/amber/avatar?code=demo',
      payload: { image: pngOf(8, 8).toString('base64') },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(64)}.png`, 'avatar.gif'])
      expect((await t.app.inject({ url: `/api/uploads/avatars/${name}` })).statusCode).toBe(404);
  });
});
