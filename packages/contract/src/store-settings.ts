import { CANCEL_POLICIES, DEPOSIT_RULES, DEPOSIT_SCOPES, UNASSIGNED_MODES } from '@salon/domain';
import { z } from 'zod';
import { cancelCondition, paymentMethod } from './store';

/**
 * The store's own settings as the settings screen edits them (PUT /staff/settings, each optional):
 * the specification's Store setting, validated like the import; the deposit flat
 * (`depositRequired`, `depositValue`) rather than the customer view's `deposit {required, depositValue}`.
 */

const httpUrl = z
  .string()
  .trim()
  .max(2000, { message: '網址最多 2000 字' })
  .regex(/^https?:\/\/[^\s]+$/, { message: '網址須以 http:// 或 https:// 開頭' });
const money = z.int({ message: '金額須為整數' }).min(0, { message: '金額不得為負數' });
const flag = z.boolean({ message: '須為是或否' });
const whole = (min: number, max: number, unit: string) =>
  z
    .int({ message: '須為整數' })
    .min(min, { message: `至少 ${min} ${unit}` })
    .max(max, { message: `最多 ${max} ${unit}` });

export const storeSettingsFields = {
  /** Minutes from now before the first bookable start. */
  bookingTimeOffset: whole(0, 10_080, '分鐘'),
  slotInterval: whole(5, 240, '分鐘'),
  maxCustomerCount: whole(1, 20, '人'),
  enableConcurrentServices: flag,
  minConcurrentServiceUsers: whole(1, 20, '人'),
  unassignedMode: z.enum(UNASSIGNED_MODES, { message: '不認得的不指定設計師模式' }),
  cancelPolicy: z.enum(CANCEL_POLICIES, { message: '不認得的取消政策' }),
  cancelCondition: z.array(cancelCondition).max(10, { message: '最多 10 個取消條件' }),
  depositRequired: flag,
  depositValue: money.max(100_000, { message: '金額最多 100,000' }),
  depositRule: z.enum(DEPOSIT_RULES, { message: '不認得的訂金規則' }),
  depositScope: z.enum(DEPOSIT_SCOPES, { message: '不認得的訂金範圍' }),
  paymentMethods: z.array(paymentMethod).max(10, { message: '最多 10 種付款方式' }),
  serviceEnable: flag,
  retailEnable: flag,
  pickupTimeEnable: flag,
  consultEnable: flag,
  consultURL: httpUrl.nullable(),
  websiteBanner: httpUrl.nullable(),
  websiteTitle: z.string().trim().max(200, { message: '最多 200 字' }).nullable(),
  websiteDescription: z.string().max(5000, { message: '最多 5000 字' }).nullable(),
  /** Designers read customers' phones masked (0912-***-678) except on the day of the visit; default true. */
  maskPhonesForDesigners: flag,
  liffId: z
    .string()
    .trim()
    .max(100, { message: '最多 100 字' })
    .regex(/^[A-Za-z0-9-]*$/, { message: 'LIFF ID 只能有英數字與連字號' })
    .nullable(),
};

/** The same settings as GET /staff/settings answers them. */
export const storeSettingsView = {
  bookingTimeOffset: z.int(),
  slotInterval: z.int(),
  maxCustomerCount: z.int(),
  enableConcurrentServices: z.boolean(),
  minConcurrentServiceUsers: z.int(),
  unassignedMode: z.enum(UNASSIGNED_MODES),
  cancelPolicy: z.enum(CANCEL_POLICIES),
  cancelCondition: z.array(cancelCondition),
  depositRequired: z.boolean(),
  depositValue: z.int(),
  depositRule: z.enum(DEPOSIT_RULES),
  depositScope: z.enum(DEPOSIT_SCOPES),
  paymentMethods: z.array(paymentMethod),
  serviceEnable: z.boolean(),
  retailEnable: z.boolean(),
  pickupTimeEnable: z.boolean(),
  consultEnable: z.boolean(),
  consultURL: z.string().nullable(),
  websiteBanner: z.string().nullable(),
  websiteTitle: z.string().nullable(),
  websiteDescription: z.string().nullable(),
  liffId: z.string().nullable(),
  maskPhonesForDesigners: z.boolean(),
  /** Read-only: bookings open this many days ahead (the specification's fixed window). */
  bookingWindowDays: z.int(),
};
