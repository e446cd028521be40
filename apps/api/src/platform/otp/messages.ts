import type { OtpChannel, OtpMessage } from './types';

/** zh-TW texts of a code, e.g. 「【青禾髮藝】您的驗證碼為 123456，5 分鐘內有效。」 */
export function otpMessage(channel: OtpChannel, to: string, storeName: string, code: string, ttlMinutes: number) {
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
