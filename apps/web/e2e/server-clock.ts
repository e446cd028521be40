import { smsSendAt } from '@salon/domain';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll } from 'vitest';
import { type ClockState, serverNow, testRoute } from './fixtures';

/**
 * The server's clock, for a test file that moves it. The clock is shared by every file of the run,
 * so it is put back to the real time before the file's tests and after each of them.
 */
export function useServerClock(baseUrl: string) {
  const move = (body: { advanceSeconds: number } | { offsetSeconds: number }) =>
    testRoute<ClockState>(baseUrl, 'POST', '/clock', body);
  const reset = () => move({ offsetSeconds: 0 });
  beforeAll(async () => {
    await reset();
  });
  afterEach(async () => {
    await reset();
  });
  return {
    now: () => serverNow(baseUrl),
    /** Moves the server's "now" forward (negative: back) by whole seconds. */
    advance: (seconds: number) => move({ advanceSeconds: seconds }),
    /** Moves the server's "now" to `time` (unix s). */
    moveTo: async (time: number) => move({ advanceSeconds: time - (await serverNow(baseUrl)) }),
    /**
     * In the SMS quiet hours (21:00–09:00 Taipei) an SMS the customer did not just cause (a
     * reminder, the store's change) waits for 09:00: a test that expects one, run at night, moves the server there (the worker then sends what fell due).
     */
    untilSmsMayGo: async () => {
      const now = await serverNow(baseUrl);
      const morning = smsSendAt('reminder', now, null);
      if (morning > now) await move({ advanceSeconds: morning - now });
    },
    reset,
  };
}

/**
 * Moves both clocks forward by `seconds`: the server's and the page's (whose clock must have been
 * installed with page.clock.install() before the page loaded). The page's timers due meanwhile fire.
 */
export async function advanceClocks(
  clock: ReturnType<typeof useServerClock>,
  page: Page,
  seconds: number,
): Promise<void> {
  await clock.advance(seconds);
  await page.clock.fastForward(seconds * 1000);
}
