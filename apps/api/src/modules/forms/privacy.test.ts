import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, type Json, THU } from '../bookings/test-support';
import { signedInStaff } from '../staff/test-support';
import { dataUrl, goodAnswers, pngOf } from './test-support';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

/**
 * A booking's link shows the booking to whoever holds it (the id is the spec's key), but its consent
 * form's answers are health data and cancelling is its customer's: issue 43.3.
 */
describeEachDatabase('a booking link does not open its form’s answers nor cancel it', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  const customer = () => signedInCustomer(t.database.db, storeId, TEST_NOW);
  const detail = (bookingId: string, who?: Customer) =>
    call(t.app, 'GET', `/api/bookings/${bookingId}?code=demo`, { headers: who?.headers });
  /** Amy books a colour (its consent form attached) and submits the form with her answers. */
  const submittedBooking = async (amy: Customer, start: number) => {
    const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'color-single', userId: null, subItemId: 'short' }], start, {
        customerNotes: '懷孕中，請用溫和的染劑',
      }),
      headers: amy.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const bookingId = res.body.data.bookingId as string;
    const formId = ((await detail(bookingId, amy)).body.data.forms as Json[])[0]!.formId as string;
    const image = dataUrl(pngOf(300, 120));
    const sig = await call(t.app, 'POST', '/api/form/signatureUpload?code=demo', {
      payload: { formId, fieldId: 'signature', image },
      headers: amy.headers,
    });
    const answers = { ...goodAnswers(sig.body.data.signatureId as string), allergies: '對 PPD 過敏' };
    const saved = await call(t.app, 'PUT', '/api/form?code=demo', {
      payload: { formId, formData: answers, submit: true },
      headers: amy.headers,
    });
    expect(saved.code, JSON.stringify(saved.body)).toBe(200);
    return { bookingId, formId };
  };

  it('the form’s answers: signed out 401, another customer 404, its customer and the store’s staff see them', async () => {
    const amy = await customer();
    const bob = await customer();
    const { bookingId, formId } = await submittedBooking(amy, THU(11));
    for (const path of [`/api/form/${formId}?code=demo`, `/api/form/view/${formId}?code=demo`]) {
      const signedOut = await call(t.app, 'GET', path);
      expect(signedOut.code).toBe(401);
      expect(signedOut.body.status).toBe('UNAUTHORIZED');
      expect(JSON.stringify(signedOut.body)).not.toContain('PPD');
      const other = await call(t.app, 'GET', path, { headers: bob.headers });
      expect(other.code).toBe(404);
      expect(other.body.status).toBe('FORM_NOT_FOUND');
      expect(JSON.stringify(other.body)).not.toContain('PPD');
      const own = await call(t.app, 'GET', path, { headers: amy.headers });
      expect(own.code).toBe(200);
      expect(own.body.data.formData).toMatchObject({ allergies: '對 PPD 過敏', pregnant: false });
    }
    const staff = (await signedInStaff(t, storeId, 'manager')).client;
    expect((await staff.get(`forms/${formId}`)).body.data.formData).toMatchObject({ allergies: '對 PPD 過敏' });

    // The booking itself stays readable by its id, its forms listed without their answers.
    const byLink = await detail(bookingId);
    expect(byLink.code).toBe(200);
    expect(byLink.body.data).toMatchObject({ id: bookingId, yours: false });
    expect(byLink.body.data.forms).toEqual([
      { formId, title: '燙染同意書', titleEn: expect.any(String), status: 'Submitted', required: true },
    ]);
    expect(JSON.stringify(byLink.body)).not.toContain('PPD');
    // Her note to the salon is hers too: the link alone, or another customer, reads none.
    expect(byLink.body.data.customerNotes).toBe('');
    expect((await detail(bookingId, bob)).body.data).toMatchObject({ yours: false, customerNotes: '' });
    expect((await detail(bookingId, amy)).body.data).toMatchObject({
      yours: true,
      customerNotes: '懷孕中，請用溫和的染劑',
    });
  });

  it('cancelling or moving by the link alone: signed out 401, another customer 404; its customer still can', async () => {
    const amy = await customer();
    const bob = await customer();
    const { bookingId } = await submittedBooking(amy, THU(15));
    const cancel = (who?: Customer) =>
      call(t.app, 'DELETE', '/api/bookings?code=demo', { payload: { bookingId }, headers: who?.headers });
    const move = (who?: Customer) =>
      call(t.app, 'PUT', '/api/bookings?code=demo', {
        payload: { bookingId, startTime: THU(16) },
        headers: who?.headers,
      });

    expect((await cancel()).code).toBe(401);
    expect((await move()).code).toBe(401);
    const other = await cancel(bob);
    expect(other.code).toBe(404);
    expect(other.body.status).toBe('BOOKING_NOT_FOUND');
    expect((await move(bob)).code).toBe(404);
    expect((await detail(bookingId)).body.data).toMatchObject({ status: 'Confirmed', startTime: THU(15) });

    const own = await cancel(amy);
    expect(own.code, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data).toMatchObject({ bookingId, status: 'Cancelled' });
  });
});
