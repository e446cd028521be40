import { type OtpMessage, OtpSendError, type OtpSender } from './types';

/**
 * Sends SMS through an HTTP provider (or a small adapter in front of one):
 *
 *   POST {SMS_URL}
 *   authorization: Bearer {SMS_KEY}
 *   content-type: application/json
 *   {"to": "+886912345678", "text": "【青禾髮藝】您的驗證碼為 123456，5 分鐘內有效。…"}
 *
 * Any 2xx answer means accepted; anything else (or no answer within 10 s) is a failure.
 */
export class HttpSmsSender implements OtpSender {
  readonly kind = 'sms-http' as const;

  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: OtpMessage): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new OtpSendError(`SMS provider unreachable (${(err as Error).name})`);
    }
    // Drain the body so the connection can be reused; its content is not logged.
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new OtpSendError(`SMS provider answered ${res.status}`);
  }
}
