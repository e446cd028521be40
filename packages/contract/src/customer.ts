import { charCount } from '@salon/domain';
import { z } from 'zod';
import { gender } from './menu';
import { serviceTicket, valueCard, walletVoucher } from './wallet';

/** A birthday: a real calendar date (31 February is refused). "Not in the future" is checked by the API. */
export const birth = z
  .object({
    year: z
      .int({ message: '請輸入出生年' })
      .min(1900, { message: '出生年不正確' })
      .max(2100, { message: '出生年不正確' }),
    month: z.int({ message: '請輸入出生月' }).min(1, { message: '出生月不正確' }).max(12, { message: '出生月不正確' }),
    date: z.int({ message: '請輸入出生日' }).min(1, { message: '出生日不正確' }).max(31, { message: '出生日不正確' }),
  })
  .refine((b) => new Date(Date.UTC(b.year, b.month - 1, b.date)).getUTCDate() === b.date, {
    message: '出生日期不存在',
    path: ['date'],
  });
export type Birth = z.infer<typeof birth>;

/** An e-mail address; '' and null both mean "none". */
export const optionalEmail = z
  .union([z.literal(''), z.email({ message: '電子郵件格式不正確' }).max(254, { message: '電子郵件太長' })])
  .nullable();

export const lastName = z
  .string({ message: '請輸入姓名' })
  .trim()
  .min(1, { message: '請輸入姓名' })
  // Characters, not UTF-16 units: a surname such as 𠮷 is one.
  .refine((name) => charCount(name) <= 50, { message: '姓名最多 50 個字' });

/** The customer (with the spec's field names) as GET /customer returns it. Lists are filled by their own modules. */
export const customerProfile = z.object({
  id: z.string(),
  lastName: z.string(),
  gender,
  /** E.164, e.g. +886912345678. */
  phone: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  birth: z.object({ year: z.int(), month: z.int(), date: z.int() }).nullable(),
  /** Bookings made (active or completed). */
  appointmentTimes: z.int(),
  /** Dollars spent on completed bookings and orders. */
  totalAmount: z.int(),
  lineUserId: z.string().nullable(),
  /** Whether a password is set (it can replace the code at emailOTPLogin). */
  hasPassword: z.boolean(),
  valueCard: z.array(valueCard),
  serviceTickets: z.array(serviceTicket),
  /** The vouchers the customer holds (GET /bookings/vouchers lists the receivable ones too). */
  vouchers: z.array(walletVoucher),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

/** PUT /customer: any of these; the phone is changed only by signing in with the new one. */
export const updateCustomerBody = z
  .object({
    lastName: lastName.optional(),
    gender: gender.optional(),
    email: optionalEmail.optional(),
    birth: birth.nullable().optional(),
    avatar: z
      .url({ protocol: /^https$/, message: '頭像須為 https 網址' })
      .max(1000, { message: '網址太長' })
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateCustomerBody = z.infer<typeof updateCustomerBody>;
