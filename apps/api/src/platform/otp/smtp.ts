import type { SendMailOptions, TransportOptions } from 'nodemailer';
import { type OtpMessage, OtpSendError, type OtpSender } from './types';

/** What we use of a nodemailer transport. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/**
 * A transport to the SMTP server of SMTP_URL, with timeouts, that never logs a message (they hold
 * codes and addresses). nodemailer is loaded with the first message, not when the process starts.
 */
export function createSmtpTransport(url: string): MailTransport {
  let opened: Promise<MailTransport> | null = null;
  const open = () => {
    opened ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
        logger: false,
        debug: false,
      } as TransportOptions),
    );
    return opened;
  };
  return {
    sendMail: async (message) => (await open()).sendMail(message),
    close: () => void opened?.then((transport) => transport.close()),
  };
}

/** What a failed delivery may say: the error's code and the server's reply code, never the recipient. */
export function smtpFailure(err: unknown): string {
  const code = (err as { code?: string }).code ?? 'unknown';
  const reply = (err as { responseCode?: number }).responseCode;
  return `SMTP delivery failed (${code}${reply ? ` ${reply}` : ''})`;
}

/** E-mails codes through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpSender implements OtpSender {
  readonly kind = 'smtp' as const;
  private readonly transport: MailTransport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createSmtpTransport(url);
  }

  /** Sends any e-mail of ours (a code, a staff invitation): only its address, subject and text are read. */
  async send(message: Pick<OtpMessage, 'to' | 'subject' | 'text'>): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    } catch (err) {
      throw new OtpSendError(smtpFailure(err));
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
