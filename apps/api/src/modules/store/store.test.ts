import { storeSetting } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore } from '#test/fixtures';

describeEachDatabase('GET /api/bookings/store', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedStore(t.database.db);
    await seedDemoCopy(t.database.db, 'by-designer', (file) => {
      file.store.bookingSettingType = 'User';
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('returns the store with every field of the spec in the success envelope', async () => {
    const res = await get('/api/bookings/store?code=demo');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('SUCCESS');
    expect(storeSetting.strict().parse(body.data).code).toBe('demo');
    expect(body.data).toMatchObject({
      name: '青禾髮藝 Qinghe Hair',
      bookingTimeOffset: 60,
      minConcurrentServiceUsers: 1,
      pickupTimeEnable: true,
      unassignedMode: 'Normal',
      timeZone: 'Asia/Taipei',
      deposit: { required: false, depositValue: 0 },
      user: null,
    });
    expect(body.data.openingHours.monday.open).toEqual([]);
    expect(body.data.workingHours.tuesday.rest).toEqual([{ start: '14:00', end: '14:30' }]);
  });

  it('sends the web version header on every response', async () => {
    expect((await get('/api/bookings/store?code=demo')).headers['x-web-version']).toBe('1.21.0');
    expect((await get('/api/bookings/store')).headers['x-web-version']).toBe('1.21.0');
  });

  it('answers 400 naming the field when code is missing', async () => {
    const res = await get('/api/bookings/store');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'VALIDATION_FAILED', data: { fields: { code: expect.any(String) } } });
    expect(res.json().message).toContain('code');
  });

  it('answers 404 STORE_NOT_FOUND with a zh-TW message for an unknown store', async () => {
    const res = await get('/api/bookings/store?code=no-such-store');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'STORE_NOT_FOUND', message: '找不到這間店家，請向店家確認網址' });
  });

  it('refuses a designer page unless the store books by designer (bookingSettingType User)', async () => {
    const res = await get('/api/bookings/store?code=demo&userId=amber');
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe('USER_PAGE_NOT_ALLOWED');
    // A path naming no designer (a mistyped /demo/<page>) is not found, not refused.
    const mistyped = await get('/api/bookings/store?code=demo&userId=bookng');
    expect(mistyped.statusCode).toBe(404);
    expect(mistyped.json().status).toBe('PROVIDER_NOT_FOUND');
  });

  it('scopes the page to one designer when the store books by designer', async () => {
    const res = await get('/api/bookings/store?code=by-designer&userId=amber');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toEqual({ id: 'amber', name: 'Amber 店長', avatar: '/static/demo/avatar-amber.svg' });
    const unknown = await get('/api/bookings/store?code=by-designer&userId=nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe('PROVIDER_NOT_FOUND');
  });

  it('checks the database in /api/health', async () => {
    const res = await get('/api/health');
    expect(res.json()).toEqual({ status: 'SUCCESS', data: { database: kind } });
  });

  it('answers JSON 404 for an unknown API path and 400 for a malformed body, never 500', async () => {
    const missing = await get('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe('NOT_FOUND');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/duration?code=demo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().status).toBe('VALIDATION_FAILED');
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/bookings/store', '/api/bookings/menu/service', '/api/bookings/menu/retail']),
    );
  });

  it('sets security headers with a strict content security policy', async () => {
    const res = await get('/api/bookings/store?code=demo');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
