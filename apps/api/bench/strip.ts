/**
 * The customers' date strip in the bench: one service over the whole booking window
 * (BOOKING_WINDOW_DAYS from tomorrow), its busy times kept, then read again on every request (each
 * a window one second longer, so the busy-time cache misses). The difference is the capacity
 * model's busy-time re-read after a booking moved the store's busy version (bench/capacity.ts).
 */
import { BOOKING_WINDOW_DAYS } from '@salon/domain';
import { type CpuPerRequest, cpuMeter } from './cpu';
import { figuresOf, type LoadFigures, load } from './load';
import { DAY, localMidnight } from './seed';

export interface StripFigures {
  kept: LoadFigures & { cpu: CpuPerRequest };
  reRead: LoadFigures & { cpu: CpuPerRequest };
}

const PATH = '/api/bookings/duration?code=bench';

/** The date strip's request: one service, the whole booking window from tomorrow, `extraSeconds` longer. */
function stripBody(now: number, extraSeconds: number): string {
  const today = localMidnight(now);
  return JSON.stringify({
    startTime: today + DAY,
    endTime: today + (1 + BOOKING_WINDOW_DAYS) * DAY + extraSeconds,
    events: [{ productId: 'care', userId: null }],
    customerCount: 1,
    parallel: false,
  });
}

/** The strip's window kept, then read again on every request (DurationFigures.strip). */
export async function measureStrip(
  url: string,
  databaseUrl: string,
  now: number,
  seconds: number,
  connections: number,
): Promise<StripFigures> {
  const headers = { 'content-type': 'application/json' };
  type Request = { method: 'POST'; path: string; headers: typeof headers; body: string };
  const run = async (requests: Request[], duration = seconds) => {
    const cpu = await cpuMeter(databaseUrl);
    const result = await load({ url, requests, connections, duration, workers: 1 });
    return { ...figuresOf(result), cpu: await cpu(result.requests.total) };
  };
  const request = (extraSeconds: number) => ({
    method: 'POST' as const,
    path: PATH,
    headers,
    body: stripBody(now, extraSeconds),
  });
  await run([request(0)], 1); // warm-up: the window read once and kept
  const kept = await run([request(0)]);
  const reRead = await run(Array.from({ length: 100_000 }, (_, i) => request(i + 1)));
  return { kept, reRead };
}

/** What reading the strip's busy times again adds to its request: the re-read less the kept (never below 0). */
export function reReadCost(strip: StripFigures): CpuPerRequest {
  const less = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(0, a - b));
  return {
    appUs: less(strip.reRead.cpu.appUs, strip.kept.cpu.appUs),
    postgresUs: less(strip.reRead.cpu.postgresUs, strip.kept.cpu.postgresUs),
  };
}
