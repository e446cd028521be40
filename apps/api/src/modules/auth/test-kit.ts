/**
 * Helpers for the auth and customer API tests: an HTTP client for one store that goes through the
 * real routes (each client has its own client IP, so the per-IP limits of one test do not leak
 * into another), and fresh phone numbers.
 */
import type { SendType } from '@salon/domain';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '#test/app';

let ipCounter = 0;
/** A new client IP (10.x.y.z) for each call. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let phoneCounter = Math.floor(Math.random() * 1e6);
/** A fresh, valid Taiwanese mobile number in E.164 (+8869xxxxxxxx). */
export function newPhone(): string {
  phoneCounter += 1;
  return `+8869${String(phoneCounter % 1e8).padStart(8, '0')}`;
}

export function authClient(t: TestApp, code = 'demo', ip = nextIp()) {
  const call = (
    method: InjectOptions['method'],
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${path}${path.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      headers,
      remoteAddress: ip,
    });
  const auth = (token: string) => ({ 'access-token': token });

  const client = {
    ip,
    call,
    send: (phoneE164: string, sendType?: SendType) =>
      call('POST', '/auth/sendValidateCode', { phoneE164, ...(sendType ? { sendType } : {}) }),
    outbox: (to: string) => t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` }),
    /** The newest code the dev outbox holds for `to`. */
    lastCode: async (to: string): Promise<string> => {
      const res = await client.outbox(to);
      const code = res.json().data[0]?.code;
      if (!code) throw new Error(`no code in the outbox for ${to}`);
      return code;
    },
    validate: (phoneE164: string, code: string) => call('POST', '/auth/validatePhoneNumber', { phoneE164, code }),
    register: (registerInfo: Record<string, unknown>) => call('POST', '/auth/register', { registerInfo }),
    emailOtpLogin: (body: Record<string, unknown>) => call('POST', '/auth/emailOTPLogin', body),
    customerCheck: (body: Record<string, unknown>) => call('POST', '/auth/customerCheck', body),
    getCustomer: (token: string) => call('GET', '/customer', undefined, auth(token)),
    putCustomer: (token: string, body: unknown) => call('PUT', '/customer', body, auth(token)),
    renew: (token: string) => call('GET', '/auth/renewToken', undefined, auth(token)),
    logout: (token: string) => call('POST', '/auth/logout', {}, auth(token)),
    /** Sends a code by SMS and reads it from the dev outbox. */
    codeFor: async (phone: string): Promise<string> => {
      const sent = await client.send(phone);
      if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
      return client.lastCode(phone);
    },
    /** A new customer through the real path: send, read the outbox, validate, register. */
    registerNew: async (phone = newPhone(), info: Record<string, unknown> = {}) => {
      const validated = await client.validate(phone, await client.codeFor(phone));
      if (validated.statusCode !== 200) throw new Error(`validate failed: ${validated.body}`);
      const res = await client.register({
        authToken: validated.json().data.authToken,
        lastName: '林',
        gender: 'Female',
        birth: { year: 1990, month: 5, date: 20 },
        email: null,
        ...info,
      });
      if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
      const login = res.json().data as { token: string; expireTime: number; userId: string };
      return { phone, ...login };
    },
  };
  return client;
}
