/** "Now" in unix seconds. Injected so tests can fix the date and time of day. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Math.floor(Date.now() / 1000) };

export function fixedClock(start: number): Clock & { set(t: number): void; advance(seconds: number): void } {
  let t = start;
  return {
    now: () => t,
    set: (next) => {
      t = next;
    },
    advance: (s) => {
      t += s;
    },
  };
}
