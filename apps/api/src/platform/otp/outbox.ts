import type { NotifyChannel } from '@salon/domain';
import type { OtpChannel, OtpMessage, OtpSender } from './types';

export interface OutboxMessage {
  to: string;
  channel: OtpChannel;
  code: string;
  text: string;
  sentAt: number;
}

/** A message to a customer (modules/notifications), as it was sent. */
export interface OutboxNotification {
  channel: NotifyChannel;
  to: string;
  /** e.g. bookingReceived, bookingCancelled, reminder. */
  kind: string;
  text: string;
  at: number;
}

/**
 * Development only: keeps sent codes in memory so they can be read at GET /api/dev/outbox.
 * Never built in production mode.
 */
export class DevOutbox implements OtpSender {
  readonly kind = 'dev-outbox' as const;
  private readonly messages: (OutboxMessage | OutboxNotification)[] = [];

  constructor(
    private readonly now: () => number,
    private readonly capacity = 500,
  ) {}

  async send(message: OtpMessage): Promise<void> {
    this.messages.unshift({
      to: message.to,
      channel: message.channel,
      code: message.code,
      text: message.text,
      sentAt: this.now(),
    });
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }

  /** Development: a message to a customer also lands here, whatever channel sent it. */
  note(message: OutboxNotification): void {
    this.messages.unshift({ ...message });
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }

  /** Newest first; only those to `to` (compared case-insensitively) when given. */
  list(to?: string): (OutboxMessage | OutboxNotification)[] {
    const want = to?.toLowerCase();
    return this.messages.filter((m) => want === undefined || m.to.toLowerCase() === want).map((m) => ({ ...m }));
  }
}
