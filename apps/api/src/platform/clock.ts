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

/** `base` plus an offset that can be moved while the app runs (the test-mode server's clock). */
export interface OffsetClock extends Clock {
  offset(): number;
  setOffset(seconds: number): void;
}

export function offsetClock(base: Clock): OffsetClock {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    offset: () => offset,
    setOffset: (seconds) => {
      offset = seconds;
    },
  };
}
