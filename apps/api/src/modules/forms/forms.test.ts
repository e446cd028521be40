import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateStoreFile } from '#api/modules/store/import';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { demoStoreFile, seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, type Json, THU, WED } from '../bookings/test-support';
import { signedInStaff } from '../staff/test-support';
import { dataUrl, goodAnswers, pngOf } from './test-support';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

describeEachDatabase('forms: the consent form of a colour booking', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  const customer = () => signedInCustomer(t.database.db, storeId, TEST_NOW);
  /** Books `productId` at `start` for `who` and returns the booking id. */
  const book = async (who: Customer, productId: string, start: number) => {
    const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody(
        [{ productId, userId: null, subItemId: productId === 'color-single' ? 'short' : null }],
        start,
      ),
      headers: who.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data.bookingId as string;
  };
  const detail = async (bookingId: string) =>
    (await call(t.app, 'GET', `/api/bookings/${bookingId}?code=demo`)).body.data;
  const formOf = async (who: Customer, start: number) => {
    const bookingId = await book(who, 'color-single', start);
    const forms = (await detail(bookingId)).forms as Json[];
    expect(forms).toHaveLength(1);
    return { bookingId, formId: forms[0]!.formId as string };
  };
  const save = (who: Customer | null, formId: string, formData: Json, submit: boolean) =>
    call(t.app, 'PUT', '/api/form?code=demo', { payload: { formId, formData, submit }, headers: who?.headers });
  const upload = (who: Customer, formId: string, image: string, fieldId = 'signature') =>
    call(t.app, 'POST', '/api/form/signatureUpload?code=demo', {
      payload: { formId, fieldId, image },
      headers: who.headers,
    });
  const signed = async (who: Customer, formId: string) => {
    const res = await upload(who, formId, dataUrl(pngOf(300, 120)));
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data.signatureId as string;
  };
  const messages = (who: Customer | null) =>
    call(t.app, 'GET', '/api/customer/messages?code=demo', { headers: who?.headers });

  it("a booking of a service the form is attached to lists it as due; other services' bookings do not", async () => {
    const amy = await customer();
    const colour = await book(amy, 'color-single', WED(11));
    const cut = await book(amy, 'cut-wash', THU(11));
    expect((await detail(colour)).forms).toEqual([
      {
        formId: expect.any(String),
        title: '燙染同意書',
        titleEn: 'Colour and perm consent',
        status: 'Pending',
        required: true,
      },
    ]);
    expect((await detail(cut)).forms).toEqual([]);
    // Read twice (and concurrently): still one form per booking.
    const again = await Promise.all([detail(colour), detail(colour), detail(colour)]);
    for (const d of again) expect(d.forms).toHaveLength(1);
    expect(new Set(again.map((d) => d.forms[0].formId)).size).toBe(1);
  });

  it('GET /form/{formId} answers its customer with the questions and no personal data', async () => {
    const amy = await customer();
    const { formId, bookingId } = await formOf(amy, WED(16));
    const res = await call(t.app, 'GET', `/api/form/${formId}?code=demo`, { headers: amy.headers });
    expect(res.code).toBe(200);
    expect(res.body.data).toMatchObject({
      id: formId,
      status: 'Pending',
      title: '燙染同意書',
      storeName: expect.any(String),
      bookingId,
      bookingStartTime: WED(16),
      formData: {},
    });
    expect((res.body.data.fields as Json[]).map((f) => [f.id, f.kind, f.required])).toEqual([
      ['allergies', 'ShortText', false],
      ['pregnant', 'YesNo', true],
      ['scalp', 'SingleChoice', true],
      ['lastTreatment', 'Date', false],
      ['signature', 'Signature', true],
    ]);
    // The store's English, copied with the questions when the form was handed out (issue 28.2).
    expect(res.body.data.en).toMatchObject({
      title: 'Colour and perm consent',
      fields: { scalp: { label: 'Scalp condition', choices: ['Normal', 'Sensitive', 'Damaged'] } },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(amy.customer.phoneE164);
    expect(text).not.toContain(amy.customer.id);
    const unknown = await call(t.app, 'GET', '/api/form/00000000-0000-4000-8000-000000000000?code=demo', {
      headers: amy.headers,
    });
    expect(unknown.code).toBe(404);
    expect(unknown.body.status).toBe('FORM_NOT_FOUND');
  });

  it('saves a draft, names every bad answer by its field on submit, and writes nothing then', async () => {
    const amy = await customer();
    const { formId } = await formOf(amy, WED(17));
    const draft = await save(amy, formId, { allergies: '對 PPD 過敏', pregnant: null }, false);
    expect(draft.code, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'Draft', formData: { allergies: '對 PPD 過敏', pregnant: null } });

    const bad = await save(
      amy,
      formId,
      { allergies: 'x'.repeat(201), scalp: '很好', lastTreatment: '2026-12-31', signature: null, shoeSize: '24' },
      true,
    );
    expect(bad.code).toBe(400);
    expect(bad.body.status).toBe('VALIDATION_FAILED');
    expect(bad.body.data.fields).toEqual({
      'formData.allergies': '最多 200 個字',
      'formData.pregnant': '請選擇一個答案',
      'formData.scalp': '請從選項中選擇',
      'formData.lastTreatment': '日期不可晚於今天',
      'formData.signature': '請簽名',
      'formData.shoeSize': '表單沒有這個欄位',
    });
    expect(bad.body.message).toBe('表單有 6 個欄位需要修正');
    const after = (await call(t.app, 'GET', `/api/form/${formId}?code=demo`, { headers: amy.headers })).body.data;
    expect(after).toMatchObject({ status: 'Draft', formData: { allergies: '對 PPD 過敏' } });
  });

  it('only its customer may change a form: no sign-in is 401, another customer 404 (not theirs: not found)', async () => {
    const amy = await customer();
    const bob = await customer();
    const { formId } = await formOf(amy, THU(15));
    expect((await save(null, formId, {}, false)).code).toBe(401);
    const other = await save(bob, formId, goodAnswers(null), false);
    expect(other.code).toBe(404);
    expect(other.body.status).toBe('FORM_NOT_FOUND');
    const otherUpload = await upload(bob, formId, dataUrl(pngOf(10, 10)));
    expect(otherUpload.code).toBe(404);
  });

  it('takes a PNG signature by its bytes, refuses other files and anything over 1 MB', async () => {
    const amy = await customer();
    const { formId } = await formOf(amy, THU(16));
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
    const notPng = await upload(amy, formId, dataUrl(jpeg, 'image/png'));
    expect(notPng.code).toBe(415);
    expect(notPng.body.status).toBe('SIGNATURE_NOT_PNG');
    const svg = await upload(amy, formId, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'));
    expect(svg.body.status).toBe('SIGNATURE_NOT_PNG');

    const huge = Buffer.concat([pngOf(10, 10), Buffer.alloc(1_000_001)]);
    const tooLarge = await upload(amy, formId, dataUrl(huge));
    expect(tooLarge.code).toBe(413);
    expect(tooLarge.body.status).toBe('SIGNATURE_TOO_LARGE');

    const wrongField = await upload(amy, formId, dataUrl(pngOf(10, 10)), 'scalp');
    expect(wrongField.code).toBe(400);
    expect(wrongField.body.data.fields).toEqual({ fieldId: '表單沒有這個簽名欄位' });

    const ok = await upload(amy, formId, dataUrl(pngOf(320, 140)));
    expect(ok.code).toBe(200);
    expect(ok.body.data).toMatchObject({ formId, fieldId: 'signature', width: 320, height: 140 });
    expect(ok.body.data.size).toBe(pngOf(320, 140).length);
  });

  it('a signature uploaded to another form is not an answer to this one', async () => {
    const amy = await customer();
    const first = await formOf(amy, THU(17));
    const second = await formOf(amy, THU(18));
    const signature = await signed(amy, first.formId);
    const res = await save(amy, second.formId, goodAnswers(signature), true);
    expect(res.code).toBe(400);
    expect(res.body.data.fields).toEqual({ 'formData.signature': '簽名已失效，請重新簽名' });
  });

  it('submits once; a submitted form is read-only, and its view shows the signature to its customer only', async () => {
    const amy = await customer();
    const bob = await customer();
    const { formId } = await formOf(amy, WED(18));
    const early = await call(t.app, 'GET', `/api/form/view/${formId}?code=demo`, { headers: amy.headers });
    expect(early.code).toBe(409);
    expect(early.body.status).toBe('FORM_NOT_SUBMITTED');

    await signed(amy, formId); // cleared on the pad and drawn again
    const signature = await signed(amy, formId);
    const done = await save(amy, formId, goodAnswers(signature), true);
    expect(done.code, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'Submitted', submittedAt: TEST_NOW });

    const again = await save(amy, formId, goodAnswers(signature), false);
    expect(again.code).toBe(409);
    expect(again.body.status).toBe('FORM_ALREADY_SUBMITTED');
    expect((await upload(amy, formId, dataUrl(pngOf(10, 10)))).body.status).toBe('FORM_ALREADY_SUBMITTED');

    const view = await call(t.app, 'GET', `/api/form/view/${formId}?code=demo`, { headers: amy.headers });
    expect(view.code).toBe(200);
    expect(view.body.data.formData).toEqual(goodAnswers(signature));
    expect(Object.keys(view.body.data.signatures)).toEqual([signature]);
    expect(view.body.data.signatures[signature]).toBe(dataUrl(pngOf(300, 120)));
    expect((await call(t.app, 'GET', `/api/form/view/${formId}?code=demo`, { headers: bob.headers })).code).toBe(404);
    expect((await call(t.app, 'GET', `/api/form/view/${formId}?code=demo`)).code).toBe(401);

    // The store reads it in its back-office.
    const staff = (await signedInStaff(t, storeId, 'manager')).client;
    const store = await staff.get(`forms/${formId}`);
    expect(store.code).toBe(200);
    expect(store.body.data.signatures[signature]).toBe(dataUrl(pngOf(300, 120)));
  });

  it('ten submits at once: one is taken, the others are told it was already submitted', async () => {
    const amy = await customer();
    const { formId } = await formOf(amy, FRI_NOON);
    const signature = await signed(amy, formId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => save(amy, formId, goodAnswers(signature), true)),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.code !== 200)) expect(r.body.status).toBe('FORM_ALREADY_SUBMITTED');
  });

  it('the message page: announcements and notes for all; the due form for its customer until it is submitted', async () => {
    const anonymous = await messages(null);
    expect(anonymous.code).toBe(200);
    expect(anonymous.body.data.pendingCount).toBe(0);
    expect((anonymous.body.data.items as Json[]).map((i) => i.kind).sort()).toEqual(['Announcement', 'StoreNote']);

    const amy = await customer();
    expect((await messages(amy)).body.data.pendingCount).toBe(0);
    const { formId, bookingId } = await formOf(amy, SAT_NOON);
    const due = (await messages(amy)).body.data;
    expect(due.pendingCount).toBe(1);
    expect(due.items[0]).toMatchObject({
      kind: 'FormDue',
      formId,
      bookingId,
      title: '燙染同意書',
      titleEn: 'Colour and perm consent',
      bookingStartTime: SAT_NOON,
    });
    expect((due.items as Json[]).at(-1)!.kind).toBe('StoreNote');
    const times = (due.items as Json[]).slice(0, -1).map((i) => i.createdAt as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const signature = await signed(amy, formId);
    expect((await save(amy, formId, goodAnswers(signature), true)).code).toBe(200);
    expect((await messages(amy)).body.data.pendingCount).toBe(0);

    // A cancelled booking no longer asks for its form.
    const other = await formOf(amy, SAT_NOON + 3 * 3600);
    expect((await messages(amy)).body.data.pendingCount).toBe(1);
    const cancelled = await call(t.app, 'DELETE', '/api/bookings?code=demo', {
      payload: { bookingId: other.bookingId },
      headers: amy.headers,
    });
    expect(cancelled.code).toBe(200);
    expect((await messages(amy)).body.data.pendingCount).toBe(0);
  });
});

const FRI_NOON = WED(12) + 2 * 86400;
const SAT_NOON = WED(12) + 3 * 86400;

describe('store file: form templates', () => {
  it('names a template attached to a service the store does not have, and a choice with one option', () => {
    const file = demoStoreFile();
    const template = file.formTemplates![0]!;
    template.productIds = ['color-single', 'no-such-service'];
    template.fields = [{ id: 'q', kind: 'SingleChoice', label: '問題', choices: ['只有一個'] }];
    const result = validateStoreFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      'formTemplates.0.productIds.1': '找不到服務：no-such-service',
      'formTemplates.0.fields.0.choices': '選擇題至少需要兩個選項',
    });
  });
});
