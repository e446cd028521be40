import { BOOKING_STATUSES } from '@salon/domain';
import { z } from 'zod';
import { storeCode } from './store';

/** The test clock: "now" (unix s) and how far it is from the real clock. */
export const testClockState = z.object({ now: z.int(), offsetSeconds: z.int() });

export const moveTestClockBody = z
  .object({
    /** Seconds to move "now" by (negative: back). */
    advanceSeconds: z.int().optional(),
    /** Seconds between "now" and the real clock; 0 puts it back. */
    offsetSeconds: z.int().optional(),
  })
  .refine((b) => (b.advanceSeconds === undefined) !== (b.offsetSeconds === undefined), {
    message: 'give advanceSeconds or offsetSeconds',
  });

export const addTestStoreBody = z.object({
  code: storeCode,
  name: z.string().min(1).max(100).optional(),
  /** A deposit (dollars) the copy asks for at booking; absent: none, as the demo store. */
  deposit: z.int().min(1).max(10_000).optional(),
  /** The demo store's staff too (owner@demo.test, amber@demo.test, their demo passwords): a store a browser test may change. */
  staff: z.boolean().optional(),
  /** The store's LIFF app id: a store opened inside LINE signs its customers in with LINE. */
  liffId: z.string().min(1).max(100).optional(),
  /** E-invoices issued through the sandbox, as the demo store's (issue 41). */
  invoices: z.boolean().optional(),
});
export const addedTestStore = z.object({ code: z.string(), name: z.string() });

/** Puts a booking in a status the back-office would (completed, no-show, expired...), for the browser tests. */
export const setTestBookingStatusBody = z.object({
  bookingId: z.string().min(1).max(64),
  status: z.enum(BOOKING_STATUSES),
});
export const testBookingStatus = z.object({ bookingId: z.string(), status: z.enum(BOOKING_STATUSES) });

/** Marks a booking's messages failed with the given reason, as a provider that kept refusing would (the staff app's resend). */
export const failTestMessagesBody = z.object({
  bookingId: z.string().min(1).max(64),
  error: z.string().min(1).max(200),
});
export const failedTestMessages = z.object({ failed: z.int() });
