import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { decodeMail, startSmtp } from '#test/fake-smtp';
import { seedStore } from '#test/fixtures';
import { call } from '../bookings/test-support';
import { type StaffClient, signedInStaff } from './test-support';

describeEachDatabase('staff invitations by e-mail', (kind) => {
  let t: TestApp;
  let storeId: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: StaffClient;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, {
      config: {
        publicUrl: 'https://book.example.com',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        smtpFrom: '青禾髮藝 <no-reply@qinghe.example>',
      },
    });
    storeId = (await seedStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner')).client;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const invite = (email: string, name: string, providerId: string) =>
    owner.post('members', { email, name, role: 'designer', providerId });

  it('with SMTP configured, the invited member gets the same one-time link the owner sees, and it works', async () => {
    const res = await invite('yuna@salon.test', 'Yuna', 'yuna');
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.emailed).toBe(true);
    expect(smtp.mails.map((m) => m.to)).toEqual([['yuna@salon.test']]);
    const text = decodeMail(smtp.mails[0]!.raw);
    expect(text).toContain(res.body.data.setupLink);
    expect(text).toContain('Yuna');
    const token = (res.body.data.setupLink as string).split('#token=')[1]!;
    const set = await call(t.app, 'POST', '/api/staff/auth/password?code=demo', {
      payload: { token, password: 'yuna-chose-this-one' },
    });
    expect(set.body.data.staff).toMatchObject({ name: 'Yuna', role: 'designer' });
  });

  it('a mail server that refuses still leaves the owner a working link (not e-mailed)', async () => {
    await smtp.close();
    const res = await invite('leo@salon.test', 'Leo', 'leo');
    expect(res.code).toBe(200);
    expect(res.body.data).toMatchObject({ emailed: false, setupLink: expect.stringContaining('#token=') });
  });
});
