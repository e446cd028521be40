import type { Language } from '@salon/domain';
import type { OtpChannel, OtpMessage } from './types';

/**
 * The texts of a code in the customer's language, e.g. 「【青禾髮藝】您的驗證碼為 123456，5 分鐘內
 * 有效。」 or "[青禾髮藝] Your verification code is 123456. It is valid for 5 minutes." (the store's
 * name as the store wrote it).
 */
export function otpMessage(
  channel: OtpChannel,
  to: string,
  storeName: string,
  code: string,
  ttlMinutes: number,
  language: Language = 'zh-TW',
) {
  if (language === 'en') {
    const sms = `[${storeName}] Your verification code is ${code}. It is valid for ${ttlMinutes} minutes. Do not share it with anyone.`;
    return {
      channel,
      to,
      code,
      subject: `[${storeName}] Your sign-in code`,
      text:
        channel === 'sms'
          ? sms
          : [
              'Hello,',
              '',
              `Your verification code is ${code}. It is valid for ${ttlMinutes} minutes.`,
              'Do not share it with anyone. If you did not ask for it, you can ignore this e-mail.',
              '',
              storeName,
            ].join('\n'),
    } satisfies OtpMessage;
  }
  const sms = `【${storeName}】您的驗證碼為 ${code}，${ttlMinutes} 分鐘內有效。請勿將驗證碼提供給他人。`;
  const message: OtpMessage = {
    channel,
    to,
    code,
    subject: `【${storeName}】登入驗證碼`,
    text:
      channel === 'sms'
        ? sms
        : [
            '您好：',
            '',
            `您的驗證碼為 ${code}，${ttlMinutes} 分鐘內有效。`,
            '請勿將驗證碼提供給他人；若這不是您本人的操作，請忽略這封信。',
            '',
            storeName,
          ].join('\n'),
  };
  return message;
}
