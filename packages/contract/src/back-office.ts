import { AUDIT_CATEGORIES, FIGURES_BASES, FORM_STATUSES, LANGUAGES, PICKUP_ORDER_STATUSES } from '@salon/domain';
import { z } from 'zod';
import { bookingStatus } from './bookings';
import { unixSeconds } from './bounds';
import { storeCodeParam, weeklyHours } from './store';
import { id, isoDate, minutes, money } from './store-import';
import { storeSettingsFields, storeSettingsView } from './store-settings';
import { walletRecord } from './wallet';

/** The store's own back office: customers, settings, the menu's prices and the audit log. */

export const customerIdParams = z.object({ customerId: z.uuid({ message: '顧客代碼格式不正確' }) });

export const customerSearchQuery = z.object({
  code: storeCodeParam,
  /** A name, or digits of a phone (as typed: 0912 345 678 finds +886912345678). */
  q: z.string().trim().max(50).default(''),
  limit: z.coerce.number().pipe(z.int().min(1).max(50)).default(20),
});

export const staffCustomer = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  blocked: z.boolean(),
  blockReason: z.string().nullable(),
  staffNotes: z.string(),
  createdAt: z.int(),
});
export type StaffCustomer = z.infer<typeof staffCustomer>;

export const customerSearchResult = z.object({ customers: z.array(staffCustomer) });

export const staffCustomerDetail = staffCustomer.extend({
  bookings: z.array(
    z.object({
      id: z.string(),
      status: bookingStatus,
      startTime: z.int(),
      total: z.int(),
      paidAmount: z.int(),
      /** The services as booked (with their option) and who did them. */
      services: z.array(z.string()),
      designers: z.array(z.string()),
    }),
  ),
  /** Their 50 latest pickup orders, newest first. */
  pickupOrders: z.array(
    z.object({
      id: z.string(),
      status: z.enum(PICKUP_ORDER_STATUSES),
      /** Null: any time in opening hours. */
      pickupTime: z.int().nullable(),
      total: z.int(),
      paidAmount: z.int(),
      createdAt: z.int(),
    }),
  ),
  /** Their transaction records as they read them (GET /customer/records): bookings, orders, top-ups. */
  records: z.array(walletRecord),
  /** Their forms, newest first: to fill in, in draft, or submitted. */
  forms: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(FORM_STATUSES),
      bookingId: z.string().nullable(),
      submittedAt: z.int().nullable(),
      createdAt: z.int(),
    }),
  ),
});

export const blockCustomerBody = z.object({
  blocked: z.boolean({ message: '請指定是否封鎖' }),
  reason: z.string().trim().max(200, { message: '原因最多 200 字' }).optional(),
});

export const customerNotesBody = z.object({ staffNotes: z.string().max(2000, { message: '備註最多 2000 字' }) });

/** Settings staff change from the browser; every field optional (only those sent change). */
export const staffSettingsBody = z
  .object({
    /** Checkouts a customer may ask for in an hour; 0: no cap. */
    checkoutAttemptsPerHour: z
      .int({ message: '須為整數' })
      .min(0, { message: '不得為負數' })
      .max(1000, { message: '最多 1000' }),
    confirmEachBooking: z.boolean(),
    notes: z.string().max(5000, { message: '最多 5000 字' }),
    ...storeSettingsFields,
    /** Hours before a visit its reminders go out (at most 3; [] sends none). Default [24, 2]. */
    reminderHoursBefore: z
      .array(z.int({ message: '須為整數' }).min(1, { message: '至少 1 小時' }).max(168, { message: '最多 168 小時' }), {
        message: '請以小時數列出提醒時間',
      })
      .max(3, { message: '最多 3 個提醒時間' })
      .refine((h) => new Set(h).size === h.length, { message: '提醒時間不可重複' }),
    /** The LINE Official Account's channel access token (Messaging API); null removes it. Never read back. */
    lineChannelAccessToken: z
      .string()
      .trim()
      .min(1, { message: '請輸入 channel access token' })
      .max(1000, { message: '最多 1000 字' })
      .nullable(),
  })
  .partial()
  .strict();

export const staffSettings = z.object({
  checkoutAttemptsPerHour: z.int(),
  confirmEachBooking: z.boolean(),
  notes: z.string(),
  ...storeSettingsView,
  reminderHoursBefore: z.array(z.int()),
  /** Whether a LINE channel access token is saved (the token itself is never sent back). */
  lineChannelAccessTokenSet: z.boolean(),
});

export const productIdParams = z.object({ productId: z.string().min(1).max(64) });

export const productPatchBody = z
  .object({
    name: z.string().trim().min(1, { message: '請輸入名稱' }).max(100, { message: '名稱最多 100 字' }),
    description: z.string().max(2000, { message: '說明最多 2000 字' }).nullable(),
    price: money.max(100_000, { message: '金額最多 100,000' }),
    duration: minutes.min(5, { message: '時長至少 5 分鐘' }).max(720, { message: '時長最多 720 分鐘' }),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: '請至少修改一個欄位' });

export const auditQuery = z.object({
  code: storeCodeParam,
  operation: z.string().max(64).optional(),
  /** The action people think in (price, menu, team, settings, money, bookings, customers): the domain's AUDIT_CATEGORY_OF. */
  category: z.enum(AUDIT_CATEGORIES).optional(),
  /** The language of the entries' `summary`; without it Accept-Language's, else zh-TW. */
  lang: z.enum(LANGUAGES).optional(),
  entityId: z.string().max(64).optional(),
  staffId: z.uuid().optional(),
  /** Newer than this entry id (paging backwards: `before`). */
  before: z.coerce.number().pipe(z.int().min(1)).optional(),
  /** Written from this moment (unix s) and before `to`: a day or a span of days in the store's zone. */
  from: z.coerce.number().pipe(unixSeconds).optional(),
  to: z.coerce.number().pipe(unixSeconds).optional(),
  limit: z.coerce.number().pipe(z.int().min(1).max(200)).default(50),
});

export const auditEntry = z.object({
  id: z.int(),
  at: z.int(),
  staff: z.object({ id: z.string().nullable(), name: z.string() }),
  operation: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The change as a sentence in the reader's language: names, not ids; money in dollars; times in the store's zone. */
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditPage = z.object({ entries: z.array(auditEntry) });

const DAY = 86400;

export const figuresQuery = z
  .object({
    code: storeCodeParam,
    from: z.coerce.number().pipe(unixSeconds),
    to: z.coerce.number().pipe(unixSeconds),
    /** payment: money on the day it was taken; visit: a booking's money on its visit's day (the rest as paid). */
    basis: z.enum(FIGURES_BASES, { message: '請選擇依付款日或依到店日' }).default('payment'),
  })
  .refine((q) => q.to > q.from, { message: '結束時間須晚於開始時間', path: ['to'] })
  .refine((q) => q.to - q.from <= 92 * DAY, { message: '一次最多查詢 92 天', path: ['to'] });

/** The store's figures for a window: money taken by method, bookings by status, no-shows, booked time, retail sold. */
export const staffFigures = z.object({
  from: z.int(),
  to: z.int(),
  basis: z.enum(FIGURES_BASES),
  revenue: z.array(z.object({ method: z.string(), amount: z.int() })),
  revenueTotal: z.int(),
  bookingsByStatus: z.array(z.object({ status: bookingStatus, count: z.int() })),
  noShowRate: z.number().nullable(),
  designers: z.array(z.object({ id: z.string(), name: z.string(), bookedMinutes: z.int(), workingMinutes: z.int() })),
  retail: z.array(z.object({ itemId: z.string(), name: z.string(), quantity: z.int(), amount: z.int() })),
});
export type StaffFigures = z.infer<typeof staffFigures>;

export const designerIdParams = z.object({ designerId: z.string().min(1).max(64) });

/** A change of hours that would leave bookings outside them goes through only when confirmed. */
const confirm = z.boolean().default(false);

export const newDesignerBody = z.object({
  id,
  name: z.string().trim().min(1, { message: '請輸入姓名' }).max(50, { message: '姓名最多 50 字' }),
  title: z.string().trim().max(50, { message: '職稱最多 50 字' }).nullable().default(null),
  /** Their own weekly hours; null: the store's. */
  schedule: weeklyHours.nullable().default(null),
  daysOff: z.array(isoDate).max(366).default([]),
  /** Dated extra working days: the store's hours that day, whatever their own hours say. */
  extraDays: z.array(isoDate).max(366).default([]),
});

export const designerChangeBody = z
  .object({
    name: z.string().trim().min(1, { message: '請輸入姓名' }).max(50, { message: '姓名最多 50 字' }),
    title: z.string().trim().max(50, { message: '職稱最多 50 字' }).nullable(),
    schedule: weeklyHours.nullable(),
    daysOff: z.array(isoDate).max(366),
    extraDays: z.array(isoDate).max(366),
    sort: z.int().min(0).max(1000),
    /**
     * false: the designer has left (or stops taking bookings): no longer bookable by anyone, their
     * column kept for history; refused while they still have coming bookings. true: back again.
     */
    active: z.boolean(),
  })
  .partial()
  .extend({ confirm })
  .strict();

export const staffDesigner = z.object({
  id: z.string(),
  name: z.string(),
  /** The photo's address (GET /api/uploads/avatars/…), or null. */
  avatar: z.string().nullable(),
  title: z.string().nullable(),
  schedule: weeklyHours.nullable(),
  daysOff: z.array(z.string()),
  extraDays: z.array(z.string()),
  sort: z.int(),
  /** false: left the store (not bookable; listed under `former`). */
  active: z.boolean(),
});

/**
 * The store's working hours (bookable time) and, when sent, the opening hours its page shows and
 * its dated holidays (closed days).
 */
/** POST /staff/designers/{id}/avatar: a JPEG, PNG or WebP photo, base64 (a data-URL prefix is accepted), ≤ 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const designerAvatarBody = z.object({ image: z.string().min(1).max(2_900_000) }).strict();

export const storeHoursBody = z
  .object({
    workingHours: weeklyHours,
    openingHours: weeklyHours.optional(),
    holidays: z.array(isoDate).max(366).optional(),
    confirm,
  })
  .strict();
export const storeHours = z.object({
  workingHours: weeklyHours,
  openingHours: weeklyHours,
  holidays: z.array(z.string()),
});

/** GET /staff/designers: the team in its order and the store's two weekly hours, for the team screen. */
export const staffTeam = z.object({
  /** When bookings may be made (each designer without hours of their own works these). */
  workingHours: weeklyHours,
  /** What the customer's store page shows as opening hours. */
  openingHours: weeklyHours,
  /** Dated closed days. */
  holidays: z.array(z.string()),
  designers: z.array(staffDesigner),
  /** Designers who have left, newest leaver first: not bookable, kept for history, may come back. */
  former: z.array(staffDesigner),
});
