import { asInvitation, type NotifyChannel } from '@salon/domain';
import type { Config } from '#api/config';
import { CONFIG_DEFAULTS } from '#api/config';
import type { OtpSender } from '#api/platform/otp/index';
import { createSmtpTransport, type MailTransport, smtpFailure } from '#api/platform/otp/smtp';

/** One message on one channel, as its channel sends it. */
interface Outgoing {
  /** The message's id (a UUID): LINE's retry key, so a retried push is delivered once. */
  id: string;
  channel: NotifyChannel;
  /** LINE user id, E.164 phone or e-mail address. */
  to: string;
  subject: string;
  text: string;
  /** An iCalendar file to attach (e-mail only). */
  ics?: string | null;
  /** The store's LINE channel access token (LINE only). */
  lineToken?: string | null;
}

/** Delivers messages over one channel; throws when the provider refuses (the job retries). */
interface Channel {
  send(message: Outgoing): Promise<void>;
  close?(): Promise<void>;
}

/** The provider's answer, never the recipient or the text. */
export class ChannelError extends Error {
  override readonly name = 'ChannelError';
}

/**
 * LINE Messaging API push: `POST {api}/v2/bot/message/push` with the store's channel access token
 * and `X-Line-Retry-Key` (the message id). LINE answers 409 to a retry key it already accepted: the
 * message went out before, so that counts as sent.
 */
class LineChannel implements Channel {
  constructor(
    private readonly apiUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(m: Outgoing): Promise<void> {
    if (!m.lineToken) throw new ChannelError('the store has no LINE channel access token');
    let res: Response;
    try {
      res = await fetch(`${this.apiUrl}/v2/bot/message/push`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${m.lineToken}`,
          'content-type': 'application/json',
          'x-line-retry-key': m.id,
        },
        body: JSON.stringify({ to: m.to, messages: [{ type: 'text', text: m.text.slice(0, 5000) }] }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new ChannelError(`LINE unreachable (${(err as Error).name})`);
    }
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok || res.status === 409) return;
    throw new ChannelError(`LINE answered ${res.status}`);
  }
}

/** SMS through the sign-in codes' sender (SMS_URL, or the development outbox). */
class SmsChannel implements Channel {
  constructor(private readonly sender: OtpSender) {}

  async send(m: Outgoing): Promise<void> {
    if (this.sender.kind === 'dev-outbox') return;
    try {
      await this.sender.send({ channel: 'sms', to: m.to, code: '', subject: m.subject, text: m.text });
    } catch (err) {
      throw new ChannelError((err as Error).message);
    }
  }
}

/** E-mail through SMTP_URL, with the visit's .ics attached as an invitation. */
class EmailChannel implements Channel {
  private readonly transport: MailTransport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createSmtpTransport(url);
  }

  async send(m: Outgoing): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.ics ? { icalEvent: invitation(m.ics, this.from, m.to) } : {}),
      });
    } catch (err) {
      throw new ChannelError(smtpFailure(err));
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** The visit's file as the mail's invitation part, from the store's sender to the customer. */
function invitation(ics: string, from: string, to: string) {
  const content = asInvitation(ics, from, to);
  return { filename: 'booking.ics', method: /^METHOD:CANCEL/m.test(content) ? 'CANCEL' : 'REQUEST', content };
}

/** The channels the configuration turns on; null: that channel is off (its messages are not made). */
export type Channels = Record<NotifyChannel, Channel | null>;

/**
 * LINE pushes go to LINE_MESSAGING_API_URL (default LINE's) with each store's token; SMS through
 * the codes' sender; e-mail with SMTP_URL. In development, a channel without a real provider only
 * writes the development outbox (every message is written there anyway).
 */
export function createChannels(config: Config, sms: OtpSender, hasOutbox: boolean): Channels {
  const outboxOnly: Channel = { send: async () => undefined };
  return {
    line: new LineChannel(config.lineMessagingUrl ?? CONFIG_DEFAULTS.lineMessagingUrl),
    sms: new SmsChannel(sms),
    email: config.smtpUrl
      ? new EmailChannel(config.smtpUrl, config.smtpFrom ?? CONFIG_DEFAULTS.smtpFrom)
      : hasOutbox
        ? outboxOnly
        : null,
  };
}
