import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const realSenders = {
  SMS_URL: 'https://sms.example.com/send',
  SMS_KEY: 'k',
  SMTP_URL: 'smtp://mail.example.com',
  SMTP_FROM: 'salon@example.com',
};

describe('the default setup is safe', () => {
  it('development listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
  });

  it('refuses development with the code outbox or fake LINE tokens on a network address, saying why', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/ALLOW_DEV_ON_NETWORK=1/);
    expect(() => loadConfig({ HOST: '192.168.1.20', ...realSenders })).toThrow(/fake LINE tokens/);
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: '1' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', ...realSenders, LINE_VERIFIER: 'line' }).host).toBe('0.0.0.0');
  });

  it('refuses production without a code sender or a LINE channel', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...realSenders })).toThrow(/LINE_CHANNEL_ID/);
    const config = loadConfig({ NODE_ENV: 'production', ...realSenders, LINE_CHANNEL_ID: '1650000000' });
    expect(config).toMatchObject({ mode: 'production', host: '0.0.0.0', lineVerifier: 'line', apiDocs: false });
  });

  it('refuses, before starting, code senders that could not be made, naming the missing variable', () => {
    const prod = { NODE_ENV: 'production', LINE_CHANNEL_ID: '1650000000' };
    // E-mail alone does not sign customers in: production needs the SMS sender.
    expect(() => loadConfig({ ...prod, SMTP_URL: 'smtp://mail.example.com', SMTP_FROM: 'a@b.tw' })).toThrow(
      /needs an SMS sender.*SMS_URL and SMS_KEY/,
    );
    expect(() => loadConfig({ ...prod, ...realSenders, SMS_KEY: '' })).toThrow(/SMS_KEY is missing/);
    expect(() => loadConfig({ ...prod, ...realSenders, SMTP_FROM: '' })).toThrow(/SMTP_FROM is missing/);
    // Development: an SMS address without its key is refused too; the rest goes to the dev outbox.
    expect(() => loadConfig({ SMS_URL: 'https://sms.example.com/send' })).toThrow(/SMS_KEY is missing/);
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpFrom).toBeNull();
    // Nor does production take the fake LINE verifier, which accepts any LINE user.
    expect(() => loadConfig({ ...prod, ...realSenders, LINE_VERIFIER: 'fake' })).toThrow(/LINE_VERIFIER=fake/);
  });

  it('serves the API documentation in production only when asked', () => {
    const prod = { NODE_ENV: 'production', ...realSenders, LINE_CHANNEL_ID: '1650000000' };
    expect(loadConfig({ ...prod, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
  });
});
