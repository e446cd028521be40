import {
  BOOKING_SETTING_TYPES,
  CANCEL_POLICIES,
  type CancelCondition,
  type DayHours,
  DEPOSIT_RULES,
  DEPOSIT_SCOPES,
  PAYMENT_METHODS,
  type PaymentMethod,
  REFUND_TYPES,
  RESERVED_STORE_CODES,
  type TimeRange,
  UNASSIGNED_MODES,
  WEEKDAYS,
  type Weekday,
  type WeeklyHours,
} from '@salon/domain';
import { z } from 'zod';
import { moneyAmount, RANGES_MAX, unixSeconds } from './bounds';

/** "HH:mm" within a day; "24:00" is allowed as an end. */
export const clockTime = z
  .string()
  .max(5)
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { message: '時間格式須為 HH:mm' });

export const timeRange = z
  .object({ start: clockTime, end: clockTime })
  .refine((r) => r.start < r.end, { message: '結束時間須晚於開始時間', path: ['end'] }) satisfies z.ZodType<TimeRange>;

export const dayHours = z.object({
  open: z.array(timeRange).max(RANGES_MAX, { message: '一天最多 12 個時段' }).default([]),
  rest: z.array(timeRange).max(RANGES_MAX, { message: '一天最多 12 個休息時段' }).default([]),
}) satisfies z.ZodType<DayHours>;

/** Hours per weekday, sunday to saturday (spec: open and rest lists per weekday). */
export const weeklyHours = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours.default({ open: [], rest: [] })])) as Record<
    Weekday,
    z.ZodDefault<typeof dayHours>
  >,
) satisfies z.ZodType<WeeklyHours>;

export const paymentMethodName = z.enum(PAYMENT_METHODS);

export const paymentMethod = z.object({
  method: paymentMethodName,
  isPrepaid: z.boolean(),
  lastNum: z.string().max(20).nullable().default(null),
  name: z.string().min(1).max(100),
}) satisfies z.ZodType<PaymentMethod>;

/** A cancel deadline: UNLIMITED (never passes), END_TIME (the condition's endTime), or n days or hours before the start. */
export const cancelDeadline = z
  .string()
  .max(20)
  .regex(/^(UNLIMITED|END_TIME|DAYS_\d{1,3}|HOURS_\d{1,4})$/, {
    message: '取消期限須為 UNLIMITED、END_TIME、DAYS_n 或 HOURS_n',
  });

export const cancelCondition = z.object({
  deadline: cancelDeadline,
  refundType: z.enum(REFUND_TYPES),
  refundPercent: z.int().min(0).max(100).default(0),
  refundAmount: moneyAmount.default(0),
  endTime: unixSeconds.nullable().optional(),
  isCurrent: z.boolean().optional(),
}) satisfies z.ZodType<CancelCondition>;

/** The spec's Store setting, plus timeZone, slotInterval and maxCustomerCount (docs/decisions/store.md). */
export const storeSetting = z.object({
  storeId: z.string(),
  name: z.string(),
  code: z.string(),
  address: z.string(),
  description: z.string(),
  phone: z.string(),
  type: z.array(z.string()),
  banner: z.string().nullable(),
  logo: z.string().nullable(),
  serviceEnable: z.boolean(),
  enableConcurrentServices: z.boolean(),
  minConcurrentServiceUsers: z.int(),
  retailEnable: z.boolean(),
  consultEnable: z.boolean(),
  consultURL: z.string().nullable(),
  pickupTimeEnable: z.boolean(),
  paymentMethods: z.array(paymentMethod),
  openingHours: weeklyHours,
  workingHours: weeklyHours,
  /** Dated closed days ('YYYY-MM-DD', the store's zone). */
  holidays: z.array(z.string()),
  bookingTimeOffset: z.int(),
  cancelCondition: z.array(cancelCondition),
  deposit: z.object({ required: z.boolean(), depositValue: z.int() }),
  depositRule: z.enum(DEPOSIT_RULES),
  depositScope: z.enum(DEPOSIT_SCOPES),
  notes: z.string(),
  unassignedMode: z.enum(UNASSIGNED_MODES),
  websiteBanner: z.string().nullable(),
  websiteTitle: z.string().nullable(),
  websiteDescription: z.string().nullable(),
  liffId: z.string().nullable(),
  bookingSettingType: z.enum(BOOKING_SETTING_TYPES),
  cancelPolicy: z.enum(CANCEL_POLICIES),
  timeZone: z.string(),
  slotInterval: z.int(),
  maxCustomerCount: z.int(),
  /** Present when the page is scoped to one designer (userId). */
  user: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
});
export type StoreSetting = z.infer<typeof storeSetting>;

/** Store codes are lower-case letters, digits and dashes, and not a reserved top-level path. */
export const storeCode = z
  .string()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, { message: '店家代碼只能使用小寫英文、數字與連字號' })
  .refine((c) => !(RESERVED_STORE_CODES as readonly string[]).includes(c), { message: '此店家代碼為系統保留字' });

/** `?code=<store>`: a store code as the client sent it (unknown codes answer 404 STORE_NOT_FOUND). */
export const storeCodeParam = z
  .string({ message: '缺少店家代碼 code' })
  .min(1, { message: '缺少店家代碼 code' })
  .max(64, { message: '店家代碼格式不正確' });

export const storeQuery = z.object({
  code: storeCodeParam,
  userId: z.string().min(1).max(64).optional(),
});
