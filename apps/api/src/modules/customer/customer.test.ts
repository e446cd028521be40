import { customerProfile } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { authClient } from '../auth/test-kit';

describeEachDatabase('GET/PUT /api/customer', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  it('returns the signed-in customer with every field of the spec', async () => {
    const { customer, token } = await signedInCustomer(t.database.db, storeId, t.clock.now(), {
      lastName: '張',
      gender: 'Male',
      email: 'chang@example.com',
      birthYear: 1985,
      birthMonth: 12,
      birthDate: 1,
    });
    const res = await authClient(t).getCustomer(token);
    expect(res.statusCode).toBe(200);
    const data = customerProfile.strict().parse(res.json().data);
    expect(data).toMatchObject({
      id: customer.id,
      lastName: '張',
      gender: 'Male',
      phone: customer.phoneE164,
      email: 'chang@example.com',
      birth: { year: 1985, month: 12, date: 1 },
      appointmentTimes: 0,
      totalAmount: 0,
      valueCard: [],
      serviceTickets: [],
      vouchers: [],
    });
  });

  it('edits the profile and returns it', async () => {
    const c = authClient(t);
    const { token } = await signedInCustomer(t.database.db, storeId, t.clock.now());
    const res = await c.putCustomer(token, {
      lastName: '  黃  ',
      gender: 'Other',
      email: 'huang@example.com',
      birth: { year: 2000, month: 1, date: 31 },
      avatar: 'https://cdn.example/avatar.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      lastName: '黃',
      gender: 'Other',
      email: 'huang@example.com',
      birth: { year: 2000, month: 1, date: 31 },
      avatar: 'https://cdn.example/avatar.png',
    });
    const cleared = await c.putCustomer(token, { email: '', birth: null });
    expect(cleared.json().data).toMatchObject({ lastName: '黃', email: null, birth: null });
    expect((await c.getCustomer(token)).json().data).toMatchObject({ email: null, birth: null, gender: 'Other' });
  });

  it('refuses bad profile input with a 400 naming the field', async () => {
    const c = authClient(t);
    const { token } = await signedInCustomer(t.database.db, storeId, t.clock.now());
    const cases: [unknown, string][] = [
      [{ lastName: '' }, 'lastName'],
      [{ lastName: 12 }, 'lastName'],
      [{ lastName: '林'.repeat(51) }, 'lastName'],
      [{ gender: 'Unknown' }, 'gender'],
      [{ email: 'no-at-sign' }, 'email'],
      [{ birth: { year: 1990, month: 13, date: 1 } }, 'birth.month'],
      [{ birth: { year: 1990, month: 4, date: 31 } }, 'birth.date'],
      [{ birth: { year: '1990', month: 4, date: 1 } }, 'birth.year'],
      [{ birth: { year: 2026, month: 11, date: 25 } }, 'birth'],
      [{ avatar: 'http://insecure.example/a.png' }, 'avatar'],
    ];
    for (const [body, field] of cases) {
      const res = await c.putCustomer(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().data.fields), JSON.stringify(body)).toContain(field);
    }
    // The phone changes only by signing in with the new one: an unknown key is refused.
    const phone = await c.putCustomer(token, { phone: '+886900000000' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().data.fields.body).toContain('phone');
    // Today (2026-11-24 in Taipei) is a valid birthday.
    expect((await c.putCustomer(token, { birth: { year: 2026, month: 11, date: 24 } })).statusCode).toBe(200);
  });

  it('needs a token of this store', async () => {
    const c = authClient(t);
    expect((await c.call('PUT', '/customer', { lastName: '林' })).statusCode).toBe(401);
    expect((await c.call('GET', '/customer')).statusCode).toBe(401);
  });
});
