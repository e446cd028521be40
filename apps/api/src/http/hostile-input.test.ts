import { GENERIC_ERRORS } from '@salon/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';

const code = 'demo';
const CART = { events: [{ productId: 'cut', userId: null }], startTime: 1_800_000_000, customerCount: 1 };

describeEachDatabase('hostile input is refused at the edge', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { storeId } = await seedStore(t.database.db);
    headers = (await signedInCustomer(t.database.db, storeId, t.clock.now())).headers;
  });
  afterAll(() => t.close());

  async function expectInvalid(request: InjectOptions, field: string) {
    const res = await t.app.inject(request);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.status).toBe('INVALID_PARAMETER');
    expect(body.message).toBe(GENERIC_ERRORS.INVALID_PARAMETER);
    expect(Object.keys(body.data.fields)).toEqual([field]);
    expect(typeof body.data.fields[field]).toBe('string');
  }

  it('refuses a NUL byte in a query', async () => {
    await expectInvalid({ method: 'GET', url: `/api/bookings/store?code=${code}&userId=a%00b` }, 'userId');
  });

  it('refuses a NUL byte in the store code', async () => {
    await expectInvalid({ method: 'GET', url: '/api/bookings/store?code=de%00mo' }, 'code');
    // An operation that needs sign-in checks the token first: no store is named, so no token can be valid.
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/bookings/userNotes?code=%00', headers });
    expect(signedIn.statusCode).toBe(401);
    expect(signedIn.json()).toEqual({ status: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('refuses a NUL byte in a path segment', async () => {
    await expectInvalid({ method: 'GET', url: `/api/bookings/ab%00cd?code=${code}`, headers }, 'bookingId');
  });

  it('refuses a NUL byte in a JSON string, naming the nested field', async () => {
    const body = { ...CART, events: [{ productId: 'cut\u0000', userId: null }] };
    await expectInvalid(
      { method: 'POST', url: `/api/bookings/checkItems?code=${code}`, payload: body, headers },
      'events.0.productId',
    );
  });

  it('refuses lone surrogates in JSON, in keys and in a query', async () => {
    const lone = JSON.stringify({ ...CART, customerNotes: 'x' }).replace('"x"', '"\\ud800x"');
    await expectInvalid(
      {
        method: 'POST',
        url: `/api/bookings/checkout?code=${code}`,
        payload: lone,
        headers: { ...headers, 'content-type': 'application/json' },
      },
      'customerNotes',
    );
    const loneKey = JSON.stringify(CART).replace('"startTime"', '"\\udc00"');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/checkout?code=${code}`,
      payload: loneKey,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('INVALID_PARAMETER');
    const query = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/menu/service?code=${code}&userId=%ED%A0%80`,
    });
    // Not UTF-8, so the query parser keeps it undecoded: no surrogate reaches the app.
    expect(query.statusCode).toBeLessThan(500);
    expect(query.json()).toHaveProperty('message');
  });

  it('refuses an over-long string, and nesting deeper than any of our shapes', async () => {
    await expectInvalid({ method: 'GET', url: `/api/bookings/store?code=${'a'.repeat(20_000)}` }, 'code');
    const notes = { ...CART, paymentMethod: 'Cash', isAgree: true, customerNotes: 'x'.repeat(20_000) };
    await expectInvalid(
      { method: 'POST', url: `/api/bookings?code=${code}`, payload: notes, headers },
      'customerNotes',
    );
    const deep = `{"deep":${'['.repeat(100_000)}"x"${']'.repeat(100_000)}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/checkItems?code=${code}`,
      payload: deep,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('INVALID_PARAMETER');
  });

  it('keeps the contract maxima under the edge cap (VALIDATION_FAILED with the field message)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/store?code=${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'VALIDATION_FAILED', data: { fields: { code: expect.any(String) } } });
  });
});

describeEachDatabase('one error format for malformed requests', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function expectEnvelope(request: InjectOptions, httpStatus: number, code: string) {
    const res = await t.app.inject(request);
    expect(res.statusCode, res.body).toBe(httpStatus);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.status).toBe(code);
    expect(body.message).toBe(GENERIC_ERRORS[code as keyof typeof GENERIC_ERRORS]);
    expect(body).not.toHaveProperty('statusCode');
    expect(body).not.toHaveProperty('error');
    return res;
  }

  it('answers a malformed URL (bad percent-encoding)', async () => {
    await expectEnvelope({ method: 'GET', url: '/api/bookings/%E0%A4%A' }, 400, 'INVALID_PARAMETER');
  });

  it('answers an unknown route', async () => {
    await expectEnvelope({ method: 'GET', url: '/api/nothing-here' }, 404, 'NOT_FOUND');
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await expectEnvelope(
      { method: 'PATCH', url: '/api/bookings/store?code=demo' },
      405,
      'METHOD_NOT_ALLOWED',
    );
    expect(res.headers.allow).toContain('GET');
  });

  it('answers a body over the limit', async () => {
    const payload = JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) });
    await expectEnvelope(
      {
        method: 'POST',
        url: '/api/bookings/duration?code=demo',
        payload,
        headers: { 'content-type': 'application/json' },
      },
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('answers malformed JSON', async () => {
    await expectEnvelope(
      {
        method: 'POST',
        url: '/api/bookings/duration?code=demo',
        payload: '{"events": [',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'VALIDATION_FAILED',
    );
  });

  it('answers an unsupported content type', async () => {
    await expectEnvelope(
      {
        method: 'POST',
        url: '/api/bookings/duration?code=demo',
        payload: '<events/>',
        headers: { 'content-type': 'application/xml' },
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});
