import { FORM_FIELD_KINDS, FORM_SCOPES, FORM_STATUSES, type FormEnglish, MESSAGE_KINDS } from '@salon/domain';
import { z } from 'zod';
import { storeCodeParam } from './store';

const DAY = /^(\d{4}-\d{2}-\d{2}|today)$/;

/** One question of a form (the domain's FormField). */
export const formField = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(FORM_FIELD_KINDS),
  label: z.string().min(1).max(200),
  description: z.string().max(1000).nullable().default(null),
  required: z.boolean().default(false),
  minLength: z.int().min(0).max(2000).optional(),
  maxLength: z.int().min(1).max(2000).optional(),
  choices: z.array(z.string().min(1).max(100)).max(50).optional(),
  minDate: z.string().regex(DAY).optional(),
  maxDate: z.string().regex(DAY).optional(),
});
export type FormFieldWire = z.infer<typeof formField>;

/** The store's English for a form (issue 28.2): title, description, and per question id its words. */
export const formEnglish = z.object({
  title: z.string().min(1).max(100),
  description: z.string().max(1000).nullable().optional(),
  fields: z
    .record(
      z.string().max(64),
      z.object({
        label: z.string().min(1).max(200),
        description: z.string().max(1000).nullable().optional(),
        choices: z.array(z.string().min(1).max(100)).max(50).optional(),
      }),
    )
    .optional(),
}) satisfies z.ZodType<FormEnglish>;

export const formAnswer = z.union([z.string(), z.array(z.string()), z.boolean(), z.null()]);

/**
 * A form as GET /form/{formId} and PUT /form answer it: the questions as they were when the form
 * was handed out, and the answers saved. No customer personal data (name, phone, e-mail).
 */
export const formView = z.object({
  id: z.string(),
  status: z.enum(FORM_STATUSES),
  title: z.string(),
  description: z.string().nullable(),
  storeName: z.string(),
  bookingId: z.string().nullable(),
  bookingStartTime: z.int().nullable(),
  fields: z.array(formField),
  /** The store's English for it, when given. */
  en: formEnglish.nullable().optional(),
  formData: z.record(z.string(), formAnswer),
  submittedAt: z.int().nullable(),
  updatedAt: z.int(),
});
export type FormView = z.infer<typeof formView>;

export const formQuery = z.object({ code: storeCodeParam });
export const formIdParams = z.object({ formId: z.string().min(1).max(64) });

/** PUT /form: answers saved as a draft (`submit: false`) or submitted, after which the form is read-only. */
export const saveFormBody = z.object({
  formId: z.string().min(1).max(64),
  formData: z
    .record(
      z.string().max(64),
      z.union([z.string().max(5000), z.array(z.string().max(100)).max(50), z.boolean(), z.null()]),
    )
    .refine((d) => Object.keys(d).length <= 100, { message: '答案太多' }),
  submit: z.boolean().default(false),
});
export type SaveFormBody = z.infer<typeof saveFormBody>;

/** Decoded PNG bytes at most (the pad's drawing is a few KiB). */
export const SIGNATURE_MAX_BYTES = 1_000_000;

/** POST /form/signatureUpload: the pad's PNG, base64 (a `data:image/png;base64,` prefix is accepted). */
export const signatureUploadBody = z.object({
  formId: z.string().min(1).max(64),
  fieldId: z.string().min(1).max(64),
  // Base64 of 1,000,000 bytes is 1,333,336 characters; a little over lets the size check name the problem.
  image: z.string().min(1).max(1_500_000),
});

export const signatureUploaded = z.object({
  signatureId: z.string(),
  formId: z.string(),
  fieldId: z.string(),
  width: z.int(),
  height: z.int(),
  size: z.int(),
});

/** GET /form/view/{formId}: the submitted form with its signatures as data URLs (for its customer only). */
export const formReadOnlyView = formView.extend({ signatures: z.record(z.string(), z.string()) });
export type FormReadOnlyView = z.infer<typeof formReadOnlyView>;

/** A form of a booking, as its detail lists it. */
export const bookingForm = z.object({
  formId: z.string(),
  title: z.string(),
  /** The store's English title of the form, when it gave one (issue 43.5). */
  titleEn: z.string().nullable(),
  status: z.enum(FORM_STATUSES),
  required: z.boolean(),
});
export type BookingForm = z.infer<typeof bookingForm>;

/** GET /customer/messages: what the store says, and this customer's pending actions. */
export const messageItem = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  /** A due form's English title, when the store gave one (issue 43.5); null otherwise. */
  titleEn: z.string().nullable(),
  body: z.string(),
  createdAt: z.int(),
  formId: z.string().nullable(),
  bookingId: z.string().nullable(),
  /** The start of the booking a due form belongs to (the web words the reminder in its language). */
  bookingStartTime: z.int().nullable(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const messageList = z.object({ items: z.array(messageItem), pendingCount: z.int() });
export type MessageList = z.infer<typeof messageList>;

/** A form template in the store file. */
export const importFormTemplate = z.object({
  id: z.string().min(1).max(64),
  title: z.string().min(1).max(100),
  description: z.string().max(1000).nullable().default(null),
  scope: z.enum(FORM_SCOPES).default('Booking'),
  /** Services that ask for this form when booked (Booking scope). */
  productIds: z.array(z.string().min(1).max(64)).default([]),
  fields: z.array(formField).min(1).max(50),
  en: formEnglish.nullable().optional(),
});
export type ImportFormTemplate = z.infer<typeof importFormTemplate>;

export const importAnnouncement = z.object({
  id: z.string().min(1).max(64),
  title: z.string().min(1).max(100),
  body: z.string().max(2000),
  /** Unix seconds. */
  publishedAt: z.int().min(0),
});
