import { describe, expect, it } from 'vitest';
import { concurrentAllowed } from './plan';

const store = { enableConcurrentServices: true, minConcurrentServiceUsers: 2 };

describe('concurrentAllowed', () => {
  it('holds when asked for, enabled and enough customers come', () => {
    expect(concurrentAllowed(store, 2, true)).toBe(true);
    expect(concurrentAllowed(store, 3, true)).toBe(true);
  });

  it('needs the option to be asked for', () => expect(concurrentAllowed(store, 2, false)).toBe(false));

  it('needs the store to enable it', () =>
    expect(concurrentAllowed({ ...store, enableConcurrentServices: false }, 2, true)).toBe(false));

  it('needs at least minConcurrentServiceUsers customers', () => expect(concurrentAllowed(store, 1, true)).toBe(false));

  it('with an event count, needs two services or more', () => {
    expect(concurrentAllowed(store, 2, true, 0)).toBe(false);
    expect(concurrentAllowed(store, 2, true, 1)).toBe(false);
    expect(concurrentAllowed(store, 2, true, 2)).toBe(true);
    expect(concurrentAllowed({ ...store, enableConcurrentServices: false }, 2, true, 2)).toBe(false);
  });

  it('without an event count (the engine), the number of services does not matter', () =>
    expect(concurrentAllowed(store, 2, true, undefined)).toBe(concurrentAllowed(store, 2, true)));
});
