import nodemailer, { type Transporter } from 'nodemailer';
import { type OtpMessage, OtpSendError, type OtpSender } from './types';

/** E-mails codes through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpSender implements OtpSender {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      // Never log message contents (they hold the code).
      logger: false,
      debug: false,
    } as nodemailer.TransportOptions);
  }

  /** Sends any e-mail of ours (a code, a staff invitation): only its address, subject and text are read. */
  async send(message: Pick<OtpMessage, 'to' | 'subject' | 'text'>): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    } catch (err) {
      // The server's reply can name the recipient: keep only the error code.
      const code = (err as { code?: string; responseCode?: number }).code ?? 'unknown';
      const reply = (err as { responseCode?: number }).responseCode;
      throw new OtpSendError(`SMTP delivery failed (${code}${reply ? ` ${reply}` : ''})`);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
