import { LANGUAGES, NOTIFY_CHANNELS, NOTIFY_KINDS, NOTIFY_STATES, WAITLIST_STATES } from '@salon/domain';
import { z } from 'zod';
import { storeCodeParam } from './store';

/** The customer's choice of messages: their language, the channel they prefer (null: ours), reminders on or off. */
export const notifySettings = z.object({
  language: z.enum(LANGUAGES),
  channel: z.enum(NOTIFY_CHANNELS).nullable(),
  /** Off: no reminders; messages about money and changes are always sent. */
  reminders: z.boolean(),
});
export type NotifySettings = z.infer<typeof notifySettings>;

export const notifySettingsBody = notifySettings.partial();

/** A booking as a calendar entry: the .ics file (same UID every version, higher SEQUENCE) and a Google Calendar link. */
export const bookingCalendar = z.object({
  fileName: z.string(),
  ics: z.string(),
  googleCalendarUrl: z.string(),
});

/** One message to the customer about a booking, as staff see it. */
export const sentMessage = z.object({
  id: z.string(),
  kind: z.enum(NOTIFY_KINDS),
  channel: z.enum(NOTIFY_CHANNELS),
  to: z.string(),
  text: z.string(),
  state: z.enum(NOTIFY_STATES),
  /** Why it failed (the provider's answer). */
  error: z.string().nullable(),
  createdAt: z.int(),
  sentAt: z.int().nullable(),
});

export const sentMessageList = z.object({ messages: z.array(sentMessage) });

/** A message that could not be sent, as the store's list of them shows it: with whom it was for and its booking or order. */
export const failedMessage = sentMessage.extend({
  customerName: z.string().nullable(),
  orderId: z.string().nullable(),
});
export const failedMessageList = z.object({ messages: z.array(failedMessage) });
export type FailedMessage = z.infer<typeof failedMessage>;

/** What the customer sees of a message sent to them: what, how, when (sent ones only). */
export const myMessage = sentMessage.pick({ id: true, kind: true, channel: true, text: true, sentAt: true });
export const myMessageList = z.object({ messages: z.array(myMessage) });
export const resendMessageBody = z.object({ messageId: z.uuid() });

/** Joining the waitlist for a day (Asia/Taipei), a service and a designer (null: any). */
export const joinWaitlistBody = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: '日期格式為 YYYY-MM-DD' }),
  productId: z.string().min(1).max(64).nullable().default(null),
  userId: z.string().min(1).max(64).nullable().default(null),
});
export const leaveWaitlistBody = z.object({ entryId: z.uuid() });

export const waitlistEntry = z.object({
  id: z.string(),
  day: z.string(),
  productId: z.string().nullable(),
  userId: z.string().nullable(),
  state: z.enum(WAITLIST_STATES),
  createdAt: z.int(),
});
export const waitlistList = z.object({ entries: z.array(waitlistEntry) });
export const staffWaitlistQuery = z.object({
  code: storeCodeParam,
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const staffWaitlist = z.object({ entries: z.array(waitlistEntry.extend({ customerName: z.string() })) });
