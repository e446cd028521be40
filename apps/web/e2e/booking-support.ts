import type { BrowserContext, Page } from 'playwright-core';

/** What the web app stores under `salon:login:<cname>` (spec: token, expireTime, userId, gender, sourceId). */
export interface StoredLogin {
  token: string;
  expireTime: number;
  userId: string;
  gender: string;
  sourceId?: string;
}

/** A fresh Taiwanese mobile number in E.164: +8869 and eight random digits. */
export function randomPhone(): string {
  return `+8869${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const url = `${baseUrl}/api${path}${path.includes('?') ? '&' : '?'}code=demo`;
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'access-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { status: string; data: T; message?: string };
  if (!response.ok || json.status !== 'SUCCESS')
    throw new Error(`${method} ${path} → ${response.status} ${json.status}`);
  return json.data;
}

/**
 * A new customer of the demo store through the real sign-in API: send a code, read it from the
 * dev outbox, validate the phone, register.
 */
export async function registerCustomer(baseUrl: string, phone = randomPhone()): Promise<StoredLogin> {
  await call(baseUrl, 'POST', '/auth/sendValidateCode', { phoneE164: phone });
  const outbox = await call<{ code: string }[]>(baseUrl, 'GET', `/dev/outbox?to=${encodeURIComponent(phone)}`);
  const code = outbox[0]?.code;
  if (!code) throw new Error(`no code in the dev outbox for ${phone}`);
  const { authToken } = await call<{ authToken: string }>(baseUrl, 'POST', '/auth/validatePhoneNumber', {
    phoneE164: phone,
    code,
  });
  const login = await call<StoredLogin & { sourceId: string | null }>(baseUrl, 'POST', '/auth/register', {
    registerInfo: {
      authToken,
      lastName: '林',
      gender: 'Female',
      birth: { year: 1990, month: 5, date: 20 },
      email: `e2e-${phone.slice(-8)}@example.com`,
    },
  });
  return {
    token: login.token,
    expireTime: login.expireTime,
    userId: login.userId,
    gender: login.gender,
    ...(login.sourceId ? { sourceId: login.sourceId } : {}),
  };
}

/** Signs the browser in before any page loads: the login goes to local storage as the app keeps it. */
export async function storeLogin(context: BrowserContext, login: StoredLogin, cname = 'demo'): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key as string)) localStorage.setItem(key as string, value as string);
    },
    [`salon:login:${cname}`, JSON.stringify(login)],
  );
}

/** A booking straight through the API (to take a time away from the browser). */
export function bookViaApi(
  baseUrl: string,
  token: string,
  body: { events: { productId: string; userId: string | null }[]; startTime: number },
) {
  return call<{ bookingId: string }>(
    baseUrl,
    'POST',
    '/bookings',
    { ...body, customerCount: 1, parallel: false, customerNotes: '', paymentMethod: 'Cash', isAgree: true },
    token,
  );
}

/** YYYY-MM-DD in Taipei, `days` after today. */
export function taipeiDate(days: number): string {
  const d = new Date(Date.now() + 8 * 3600 * 1000 + days * 86400 * 1000);
  return d.toISOString().slice(0, 10);
}

/**
 * On the date strip, the first day at least `minDaysAhead` days ahead that is open and has free
 * times: clicks it and returns its date (the server's clock is the real one).
 */
export async function chooseFirstFreeDay(page: Page, minDaysAhead: number): Promise<string> {
  const earliest = taipeiDate(minDaysAhead);
  const dates = await page
    .locator('button[data-date]:not([disabled])')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-date') ?? ''));
  for (const date of dates.filter((d) => d >= earliest)) {
    await page.locator(`button[data-date="${date}"]`).click();
    const slots = page.getByTestId('slots');
    const empty = page.getByTestId('slots-empty');
    await slots.or(empty).first().waitFor();
    if (await slots.isVisible()) return date;
  }
  throw new Error(`no free day from ${earliest}`);
}
