import type { BookingForm, FormReadOnlyView, FormView } from '@salon/contract';
import type { StoreRow } from '#api/db/rows';
import { toSeconds } from '#api/db/time';
import type { FormRow } from './repository';

/** A form as its filler sees it: the questions, the answers saved, no personal data of its customer. */
export function toFormView(form: FormRow, store: StoreRow, bookingStart: Date | null): FormView {
  return {
    id: form.id,
    status: form.status,
    title: form.title,
    description: form.description,
    storeName: store.name,
    bookingId: form.bookingId,
    bookingStartTime: bookingStart ? toSeconds(bookingStart) : null,
    fields: form.fields.map((f) => ({ ...f, description: f.description ?? null })),
    en: form.en,
    formData: form.answers,
    submittedAt: form.submittedAt ? toSeconds(form.submittedAt) : null,
    updatedAt: toSeconds(form.updatedAt),
  };
}

/** The submitted form with its signatures as PNG data URLs, by signature id. */
export function toReadOnlyView(view: FormView, images: readonly { id: string; png: Buffer }[]): FormReadOnlyView {
  const signatures = Object.fromEntries(images.map((i) => [i.id, `data:image/png;base64,${i.png.toString('base64')}`]));
  return { ...view, signatures };
}

/** A booking's form as its detail lists it; required when the form has a question that must be answered. */
export function toBookingForm(form: FormRow): BookingForm {
  return {
    formId: form.id,
    title: form.title,
    titleEn: form.en?.title || null,
    status: form.status,
    required: form.fields.some((f) => f.required),
  };
}
