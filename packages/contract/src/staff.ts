import { type BookingAction, GENDERS, STAFF_ROLES } from '@salon/domain';
import { z } from 'zod';
import { bookingCart, bookingStatus } from './bookings';
import { customerNotesText, unixSeconds } from './bounds';
import { storeCodeParam } from './store';

/** The store's staff side: sign-in, the day's calendar and what staff do to bookings. */

export const staffLoginBody = z.object({
  email: z.string().trim().min(3, { message: '請輸入電子郵件' }).max(254, { message: '電子郵件過長' }),
  password: z.string().min(1, { message: '請輸入密碼' }).max(200, { message: '密碼過長' }),
});

export const staffMember = z.object({ id: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) });

/** Signed in: who, and the token every state-changing staff call sends as `x-csrf-token`. */
export const staffSession = z.object({ staff: staffMember, csrfToken: z.string() });
export type StaffSession = z.infer<typeof staffSession>;

/** A password staff set for themselves: long enough to resist guessing. */
const newPassword = z.string().min(10, { message: '密碼至少 10 個字元' }).max(200, { message: '密碼過長' });

export const staffSetPasswordBody = z.object({
  token: z.string().min(20).max(200),
  password: newPassword,
});

export const staffInviteBody = z.object({
  email: z.email({ message: '電子郵件格式不正確' }).max(254),
  name: z.string().trim().min(1, { message: '請輸入姓名' }).max(100),
  role: z.enum(STAFF_ROLES),
  /** The store's designer this member is (a designer sees that column). */
  providerId: z.string().min(1).max(64).nullable().default(null),
});

/** The invited member, and the one-time link that lets them set a password (shown to the owner once). */
export const staffInvited = z.object({
  member: staffMember,
  setupLink: z.string(),
  /** The link was also e-mailed to the member (SMTP configured and the server took it). */
  emailed: z.boolean(),
});

export const staffLogoutBody = z.object({
  /** End every session of this member (every device), not only this one. */
  everywhere: z.boolean().default(false),
});

const DAY = 86400;

export const staffCalendarQuery = z
  .object({
    code: storeCodeParam,
    from: z.coerce.number().pipe(unixSeconds),
    to: z.coerce.number().pipe(unixSeconds),
  })
  .refine((q) => q.to > q.from, { message: '結束時間須晚於開始時間', path: ['to'] })
  .refine((q) => q.to - q.from <= 31 * DAY, { message: '一次最多查詢 31 天', path: ['to'] });

/**
 * One event of the calendar's stream (GET /staff/calendar/events): the window's version as the
 * server last read it. The first comes on connecting; each next one means the window changed.
 */
export const staffCalendarEvent = z.object({ version: z.string() });

export const staffCalendarBooking = z.object({
  id: z.string(),
  status: bookingStatus,
  startTime: z.int(),
  endTime: z.int(),
  customer: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    /** The store's own notes on the customer (allergies, preferences); never shown to the customer. */
    staffNotes: z.string(),
  }),
  events: z.array(
    z.object({ userId: z.string(), productId: z.string(), name: z.string(), startTime: z.int(), endTime: z.int() }),
  ),
  customerNotes: z.string(),
  total: z.int(),
  paidAmount: z.int(),
  /** Why the shop closed it, when it did. */
  closeReason: z.string().nullable(),
  /** The assistant named on it (a designer's id), who takes the rules' assistant share of its services. */
  assistantId: z.string().nullable(),
  /** Awaiting an online payment until then (unix s), else null. */
  awaitingPaymentUntil: z.int().nullable(),
});

const timeSpan = z.object({ startTime: z.int(), endTime: z.int() });

/** Time a designer is not bookable although working: a break, a meeting, a training. */
export const staffBlock = timeSpan.extend({ id: z.string(), userId: z.string(), reason: z.string() });
export type StaffBlock = z.infer<typeof staffBlock>;

export const staffCalendar = z.object({
  /** Each designer with their working time within the window (rests and days off left out). */
  designers: z.array(z.object({ id: z.string(), name: z.string(), shifts: z.array(timeSpan) })),
  /** Every designer of the store (a designer's own calendar too): who may be named a booking's assistant. */
  team: z.array(z.object({ id: z.string(), name: z.string() })),
  bookings: z.array(staffCalendarBooking),
  blocks: z.array(staffBlock),
  /**
   * Bookings of the window cancelled by the customer or expired (never served): they hold no time,
   * so the calendar draws them apart from the grid (`bookings` keeps every other status).
   */
  ended: z.array(staffCalendarBooking),
});
export type StaffCalendar = z.infer<typeof staffCalendar>;

/** What staff do to a booking, each a move of the domain's state machine. */
export const STAFF_BOOKING_ACTIONS = [
  'confirm',
  'arrive',
  'undoArrive',
  'complete',
  'noShow',
  'close',
] as const satisfies readonly BookingAction[];

export const staffBookingStatusBody = z
  .object({
    bookingId: z.string().min(1).max(64),
    action: z.enum(STAFF_BOOKING_ACTIONS),
    /** Why the shop closed it; shown to the customer, so a close must give one (as the panel asks). */
    reason: z.string().trim().max(500, { message: '原因最多 500 字' }).optional(),
  })
  .refine((b) => b.action !== 'close' || Boolean(b.reason), {
    message: '請填寫取消原因，會顯示給顧客',
    path: ['reason'],
  });

/** Who a staff booking (a phone call, a walk-in) is for: a customer of the store, one found or added by phone, or a walk-in without one. */
const staffBookingCustomer = z.union([
  z.object({ customerId: z.uuid({ message: '顧客代碼格式不正確' }) }),
  z.object({
    walkIn: z.literal(true),
    name: z.string().trim().min(1, { message: '請輸入姓名' }).max(100),
    gender: z.enum(GENDERS).default('Other'),
  }),
  z.object({
    phone: z.string().trim().min(1, { message: '請輸入手機號碼' }).max(32),
    name: z.string().trim().min(1, { message: '請輸入姓名' }).max(100),
    gender: z.enum(GENDERS).default('Other'),
  }),
]);

/** A booking made by staff (a phone call, a walk-in): the same cart and checks as online, paid at the counter. */
export const staffCreateBookingBody = bookingCart.extend({
  customer: staffBookingCustomer,
  customerNotes: customerNotesText.default(''),
  /** A manager or owner books outside working hours (never over another booking or blocked time). */
  outsideHours: z.boolean().default(false),
});
export type StaffCreateBookingBody = z.infer<typeof staffCreateBookingBody>;

export const staffBookingStatusResult = z.object({ id: z.string(), status: bookingStatus });
export type StaffBookingStatusBody = z.infer<typeof staffBookingStatusBody>;

const MAX_BLOCK = 86400;

export const staffCreateBlockBody = z
  .object({
    userId: z.string().min(1).max(64),
    startTime: unixSeconds,
    endTime: unixSeconds,
    reason: z.string().trim().max(200, { message: '原因最多 200 字' }).default(''),
  })
  .refine((b) => b.endTime > b.startTime, { message: '結束時間須晚於開始時間', path: ['endTime'] })
  .refine((b) => b.endTime - b.startTime <= MAX_BLOCK, { message: '一次最多封鎖 24 小時', path: ['endTime'] });
export type StaffCreateBlockBody = z.infer<typeof staffCreateBlockBody>;

export const staffRemoveBlockBody = z.object({ blockId: z.uuid({ message: '封鎖時間編號不正確' }) });

/** Move a booking to another start (every service shifts with it), and to another designer when it has one. */
export const staffMoveBookingBody = z.object({
  bookingId: z.string().min(1).max(64),
  startTime: unixSeconds,
  userId: z.string().min(1).max(64).optional(),
  outsideHours: z.boolean().default(false),
});
export type StaffMoveBookingBody = z.infer<typeof staffMoveBookingBody>;
