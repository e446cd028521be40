import type { FastifyInstance } from 'fastify';

/** Unix seconds of a wall-clock time in Asia/Taipei (UTC+8, no DST). */
export const taipei = (year: number, month: number, day: number, hour: number, minute = 0) =>
  Date.UTC(year, month - 1, day, hour - 8, minute) / 1000;

/**
 * Days after TEST_NOW (Tue 2026-11-24 10:00). The demo store works Tue–Fri 11:00–20:00 (Fri to
 * 21:00) with a 14:00–14:30 rest, Sat–Sun 10:00–19:00, and is closed on Monday.
 */
export const TUE = (hour: number, minute = 0) => taipei(2026, 11, 24, hour, minute);
export const WED = (hour: number, minute = 0) => taipei(2026, 11, 25, hour, minute);
export const THU = (hour: number, minute = 0) => taipei(2026, 11, 26, hour, minute);
export const FRI = (hour: number, minute = 0) => taipei(2026, 11, 27, hour, minute);
export const SAT = (hour: number, minute = 0) => taipei(2026, 11, 28, hour, minute);
export const MON = (hour: number, minute = 0) => taipei(2026, 11, 30, hour, minute);

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read field by field in tests
export type Json = Record<string, any>;

/** One request through the real app; the body parsed. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { payload?: unknown; headers?: Record<string, string> } = {},
): Promise<{ code: number; body: Json }> {
  const res = await app.inject({
    method,
    url,
    payload: opts.payload as Record<string, unknown> | undefined,
    headers: opts.headers,
  });
  return { code: res.statusCode, body: res.json() };
}

export type WireEvent = { productId: string; userId: string | null; subItemId?: string | null };

/** A POST /bookings body for one cart; override what a test needs. */
export function bookingBody(events: WireEvent[], startTime: number, extra: Json = {}) {
  return {
    events,
    startTime,
    customerCount: 1,
    parallel: false,
    customerNotes: '',
    paymentMethod: 'Cash',
    isAgree: true,
    ...extra,
  };
}
