import { charCount, NOTES_MAX_CHARS } from '@salon/domain';
import { z } from 'zod';

/**
 * The outer bounds every number a client sends must keep, so no input reaches the database out of
 * its column's range (issue 39): a clear 400 naming the field instead of a 500.
 */

/** The most one price, amount or refund may be: $1,000,000. */
export const MONEY_MAX = 1_000_000;
/** The latest time a client may name: 2100-01-01 in unix seconds. */
export const TIME_MAX = 4_102_444_800;
/** The most stock one retail item may hold. */
export const STOCK_MAX = 1_000_000;
/** The most minutes one service may take (a day). */
export const MINUTES_MAX = 24 * 60;
/** The most opening or rest ranges one weekday may have. */
export const RANGES_MAX = 12;

/** A whole-dollar amount from $0 to $1,000,000. */
export const moneyAmount = z
  .int({ message: '金額須為整數' })
  .min(0, { message: '金額不得為負數' })
  .max(MONEY_MAX, { message: '金額最多 $1,000,000' });

/** A time in unix seconds, from 1970 to 2100. */
export const unixSeconds = z
  .int({ message: '時間須為 unix 秒（整數）' })
  .min(0, { message: '時間不得為負數' })
  .max(TIME_MAX, { message: '時間須在 2100 年以前' });

/**
 * A customer's note to the store: at most 500 characters counted as a person counts them (code
 * points, `charCount`), so an emoji is one, not two UTF-16 units. No string of 500 code points is
 * longer than 1,000 units: that bound is checked first and never refuses a note within the limit.
 */
export const customerNotesText = z
  .string()
  .max(NOTES_MAX_CHARS * 2, { message: '備註最多 500 字' })
  .refine((notes) => charCount(notes) <= NOTES_MAX_CHARS, { message: '備註最多 500 字' });
