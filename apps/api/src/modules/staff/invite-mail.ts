import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#api/config';
import { SmtpSender } from '#api/platform/otp/smtp';

/** The invitation e-mail: who invites, to which store, and the one-time link (valid 7 days). */
export function inviteMail(storeName: string, name: string, link: string) {
  return {
    subject: `${storeName} 邀請您加入店家後台 / Invitation to ${storeName}`,
    text: [
      `${name} 您好，`,
      `${storeName} 邀請您使用店家後台。請在 7 天內開啟以下連結設定密碼：`,
      link,
      '',
      `Hello ${name}, ${storeName} invites you to its staff app. Set your password within 7 days at the link above.`,
    ].join('\n'),
  };
}

/** A new set-password link for a member (the owner sent it): the old password works until a new one is set. */
export function resetMail(storeName: string, name: string, link: string) {
  return {
    subject: `${storeName} 店家後台：設定新密碼 / Set a new password for ${storeName}`,
    text: [
      `${name} 您好，`,
      `${storeName} 為您寄送了設定新密碼的連結，請在 7 天內開啟：`,
      link,
      '',
      `Hello ${name}, ${storeName} sent you a link to set a new password for its staff app. It works for 7 days.`,
    ].join('\n'),
  };
}

/**
 * Sends invitations when SMTP is configured (SMTP_URL); otherwise the owner passes the link on
 * themselves. A failed delivery is logged by its code only (never the address) and reported as
 * not e-mailed: the link the owner sees still works.
 */
export function inviteMailer(config: Config, log: FastifyBaseLogger) {
  const sender = config.smtpUrl ? new SmtpSender(config.smtpUrl, config.smtpFrom ?? 'no-reply@localhost') : null;
  return {
    async send(to: string, mail: { subject: string; text: string }): Promise<boolean> {
      if (!sender) return false;
      try {
        await sender.send({ to, ...mail });
        return true;
      } catch (error) {
        log.warn({ err: (error as Error).message }, 'staff invitation e-mail failed');
        return false;
      }
    },
    close: () => sender?.close(),
  };
}
