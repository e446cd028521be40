import { z } from 'zod';
import { bookingStatus } from './bookings';

/**
 * The desk's inbox of online bookings (issue 38): what customers booked or cancelled online since
 * this member of staff last looked, and every online booking still awaiting the store's
 * confirmation. A designer sees only the bookings with a service in her column.
 */
export const STAFF_INBOX_KINDS = ['pending', 'new', 'cancelled'] as const;

export const staffInboxItem = z.object({
  bookingId: z.string(),
  /** pending: waits for the store's confirmation; new: placed online; cancelled: cancelled by the customer. */
  kind: z.enum(STAFF_INBOX_KINDS),
  status: bookingStatus,
  startTime: z.int(),
  endTime: z.int(),
  customer: z.object({ name: z.string() }),
  /** The services' names (with their option), in order. */
  services: z.array(z.string()),
  /** The designers serving it (ids of the calendar's columns). */
  designerIds: z.array(z.string()),
  /** When it was placed or, for a cancelled one, cancelled (unix s). */
  at: z.int(),
  /** Changed after the member last looked. */
  unseen: z.boolean(),
});
export type StaffInboxItem = z.infer<typeof staffInboxItem>;

export const staffInbox = z.object({
  /** When this member last marked the inbox seen (unix s); null: never. */
  seenAt: z.int().nullable(),
  /** How many items changed since (the header's badge). */
  unseen: z.int(),
  items: z.array(staffInboxItem),
});
export type StaffInbox = z.infer<typeof staffInbox>;

export const staffInboxSeen = z.object({ seenAt: z.int() });
export type StaffInboxSeen = z.infer<typeof staffInboxSeen>;
