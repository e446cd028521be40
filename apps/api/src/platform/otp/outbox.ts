import type { OtpChannel, OtpMessage, OtpSender } from './types';

export interface OutboxMessage {
  to: string;
  channel: OtpChannel;
  code: string;
  text: string;
  sentAt: number;
}

/**
 * Development only: keeps sent codes in memory so they can be read at GET /api/dev/outbox.
 * Never built in production mode.
 */
export class DevOutbox implements OtpSender {
  readonly kind = 'dev-outbox' as const;
  private readonly messages: OutboxMessage[] = [];

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

  /** Newest first; only those to `to` (compared case-insensitively) when given. */
  list(to?: string): OutboxMessage[] {
    const want = to?.toLowerCase();
    return this.messages.filter((m) => want === undefined || m.to.toLowerCase() === want).map((m) => ({ ...m }));
  }
}
