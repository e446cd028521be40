import { createHash, randomUUID } from 'node:crypto';
import type { FormView, MessageItem, MessageList, SaveFormBody } from '@salon/contract';
import { checkAnswers, type FormAnswer, formatShort, isoDay } from '@salon/domain';
import type { Db } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { at, toSeconds } from '#api/db/time';
import { customerOf } from '#api/http/actor';
import { ApiError, fieldError } from '#api/http/errors';
import type { CustomerScope, Scope, StaffScope, StoreScope } from '#api/modules/scope';
import * as repo from './repository';
import { readSignaturePng } from './signature';
import { toBookingForm, toFormView, toReadOnlyView } from './views';

/** A form by its id (the notifications' form-to-fill job). */
export { formById } from './repository';

export interface FormsDeps {
  db: Db;
}

async function loadForm(deps: FormsDeps, store: StoreRow, formId: string) {
  const row = await repo.findForm(deps.db, store.id, formId);
  if (!row) throw new ApiError('FORM_NOT_FOUND');
  return row;
}

/**
 * A form's answers are health data: only its customer reads or changes it. Another customer's form
 * is not found (404), as one that does not exist, so holding an id tells nothing.
 */
async function loadOwnForm(deps: FormsDeps, store: StoreRow, formId: string, customerId: string) {
  const row = await loadForm(deps, store, formId);
  if (row.form.customerId !== customerId) throw new ApiError('FORM_NOT_FOUND');
  return row;
}

/** A form its customer (and no one else) may change: 409 once submitted. */
async function loadOwnOpenForm(deps: FormsDeps, { store, actor }: CustomerScope, formId: string) {
  const row = await loadOwnForm(deps, store, formId, actor.customer.id);
  if (row.form.status === 'Submitted') throw new ApiError('FORM_ALREADY_SUBMITTED');
  return row;
}

/** GET /form/{formId}: its customer reads the questions and the answers saved (401 signed out). */
export async function formDetail(deps: FormsDeps, { store, actor }: CustomerScope, formId: string): Promise<FormView> {
  const row = await loadOwnForm(deps, store, formId, actor.customer.id);
  return toFormView(row.form, store, row.bookingStart);
}

/**
 * PUT /form: the answers replace those saved, as a draft or submitted. Every bad answer is named by
 * its field (`formData.<fieldId>`); submitting also needs every required answer. A submitted form is
 * read-only, and of two submits at once only one is taken.
 */
export async function saveForm(deps: FormsDeps, scope: CustomerScope, body: SaveFormBody): Promise<FormView> {
  const { store, now } = scope;
  const { form, bookingStart } = await loadOwnOpenForm(deps, scope, body.formId);
  const signatures = await repo.signatureIds(deps.db, form.id);
  const problems = checkAnswers(form.fields, body.formData, {
    submit: body.submit,
    today: isoDay(now, store.timeZone),
    signatures,
  });
  if (problems.length > 0) {
    const fields = Object.fromEntries(problems.map((p) => [`formData.${p.fieldId}`, p.message]));
    throw new ApiError('VALIDATION_FAILED', {
      data: { fields },
      message: `表單有 ${problems.length} 個欄位需要修正`,
    });
  }
  const answers: Record<string, FormAnswer> = {};
  for (const field of form.fields) answers[field.id] = body.formData[field.id] ?? null;
  const saved = await repo.saveAnswers(deps.db, form.id, answers, body.submit ? 'Submitted' : 'Draft', now);
  if (!saved) throw new ApiError('FORM_ALREADY_SUBMITTED');
  if (body.submit) await repo.dropUnusedSignatures(deps.db, form.id, signatureAnswers(saved.fields, answers));
  return toFormView(saved, store, bookingStart);
}

function signatureAnswers(fields: readonly { id: string; kind: string }[], answers: Record<string, FormAnswer>) {
  return fields
    .filter((f) => f.kind === 'Signature')
    .map((f) => answers[f.id])
    .filter((a): a is string => typeof a === 'string');
}

/**
 * POST /form/signatureUpload: a PNG for a signature field of the customer's open form. A new upload
 * replaces the field's earlier ones except the one its saved answer points to, so a form keeps at
 * most two per field however often the pad is cleared.
 */
export async function uploadSignature(
  deps: FormsDeps,
  scope: CustomerScope,
  body: { formId: string; fieldId: string; image: string },
) {
  const { form } = await loadOwnOpenForm(deps, scope, body.formId);
  const field = form.fields.find((f) => f.id === body.fieldId);
  if (field?.kind !== 'Signature') throw fieldError('fieldId', '表單沒有這個簽名欄位');
  const png = readSignaturePng(body.image);
  const saved = form.answers[field.id];
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    await repo.dropFieldSignatures(tx, form.id, field.id, typeof saved === 'string' ? saved : null);
    await repo.insertSignature(tx, {
      id,
      storeId: form.storeId,
      formId: form.id,
      fieldId: field.id,
      customerId: scope.actor.customer.id,
      png: png.bytes,
      sha256: createHash('sha256').update(png.bytes).digest('hex'),
      size: png.bytes.length,
      width: png.width,
      height: png.height,
      createdAt: at(scope.now),
    });
  });
  return {
    signatureId: id,
    formId: form.id,
    fieldId: field.id,
    width: png.width,
    height: png.height,
    size: png.bytes.length,
  };
}

/** GET /form/view/{formId}: the read-only view of a submitted form with its signatures, for its customer. */
export function submittedForm(deps: FormsDeps, { store, actor }: CustomerScope, formId: string) {
  return readOnlyForm(deps, store, formId, actor.customer.id);
}

/** GET /staff/forms/{formId}: the store's staff read a submitted form of any of its customers. */
export function staffFormView(deps: FormsDeps, { store }: StaffScope, formId: string) {
  return readOnlyForm(deps, store, formId, null);
}

/** The read-only view of a submitted form with its signatures, for its customer (`customerId`) or the store (null). */
async function readOnlyForm(deps: FormsDeps, store: StoreRow, formId: string, customerId: string | null) {
  const row =
    customerId === null ? await loadForm(deps, store, formId) : await loadOwnForm(deps, store, formId, customerId);
  if (row.form.status !== 'Submitted') throw new ApiError('FORM_NOT_SUBMITTED');
  const images = await repo.signatureImages(deps.db, row.form.id, signatureAnswers(row.form.fields, row.form.answers));
  return toReadOnlyView(toFormView(row.form, store, row.bookingStart), images);
}

/** A new booking's forms handed out at once (the notifications ask the customer to fill them). */
export const handOutBookingForms = (deps: FormsDeps, storeId: string, bookingId: string, now: number) =>
  repo.handOutForms(deps.db, { storeId, bookingId }, now);

/** A customer's forms of their coming bookings and the store-wide ones, handed out (staff read them). */
export const handOutCustomerForms = (deps: FormsDeps, storeId: string, customerId: string, now: number) =>
  repo.handOutForms(deps.db, { storeId, customerId }, now);

/** The forms of one booking (handed out on first read), for its detail. */
export async function formsOfBooking(deps: FormsDeps, { store, now }: StoreScope, bookingId: string) {
  await repo.handOutForms(deps.db, { storeId: store.id, bookingId }, now);
  return (await repo.bookingForms(deps.db, store.id, bookingId)).map(toBookingForm);
}

/**
 * GET /customer/messages: the store's announcements and notes for everyone; for a signed-in
 * customer also the forms still to fill in. Newest first, the store's notes last; `pendingCount` is
 * what the navigation shows.
 */
export async function messages(deps: FormsDeps, { store, now, actor }: Scope): Promise<MessageList> {
  const customer = customerOf(actor);
  const items: MessageItem[] = (await repo.announcements(deps.db, store.id, now)).map((a) => ({
    id: `announcement-${a.id}`,
    kind: 'Announcement',
    title: a.title,
    titleEn: null,
    body: a.body,
    createdAt: toSeconds(a.publishedAt),
    formId: null,
    bookingId: null,
    bookingStartTime: null,
  }));
  let pendingCount = 0;
  if (customer) {
    await repo.handOutForms(deps.db, { storeId: store.id, customerId: customer.id }, now);
    const due = await repo.dueForms(deps.db, store.id, customer.id, now);
    pendingCount = due.length;
    for (const { form, bookingStart } of due) {
      const start = bookingStart ? toSeconds(bookingStart) : null;
      items.push({
        id: `form-${form.id}`,
        kind: 'FormDue',
        title: form.title,
        titleEn: form.en?.title || null,
        body: start === null ? '請填寫這份表單' : `${formatShort(start, store.timeZone)} 的預約前請填寫並簽名`,
        createdAt: toSeconds(form.createdAt),
        formId: form.id,
        bookingId: form.bookingId,
        bookingStartTime: start,
      });
    }
  }
  items.sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
  // The store's standing notes are not news: they stay at the foot of the page.
  if (store.notes.trim())
    items.push({
      id: 'store-notes',
      kind: 'StoreNote',
      title: '店家須知',
      titleEn: null,
      body: store.notes,
      createdAt: toSeconds(store.updatedAt),
      formId: null,
      bookingId: null,
      bookingStartTime: null,
    });
  return { items, pendingCount };
}

/** A customer's latest forms for the staff's customer page. */
export async function formsOfCustomer(db: Db, storeId: string, customerId: string) {
  const rows = await repo.formsOfCustomer(db, storeId, customerId);
  return rows.map((f) => ({
    ...f,
    submittedAt: f.submittedAt ? toSeconds(f.submittedAt) : null,
    createdAt: toSeconds(f.createdAt),
  }));
}
