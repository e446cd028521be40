import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, decideChunkReload, isChunkLoadError } from './chunk-reload';

describe('reload on a failed dynamic load of a screen', () => {
  it.each([
    ['Chrome', new TypeError('Failed to fetch dynamically imported module: http://x/assets/Menu-abc.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/assets/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/a.css'), true],
    ['an API error is not a chunk error', new Error('找不到這間店家'), false],
    ['not an error', 'nope', false],
  ])('isChunkLoadError: %s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it.each([
    ['first failure reloads at the target path', null, '/demo/menu', 1000, true],
    [
      'a second failure on the same path soon after does not (loop guard)',
      { path: '/demo/menu', at: 1000 },
      '/demo/menu',
      5000,
      false,
    ],
    [
      'the same path after the window reloads again',
      { path: '/demo/menu', at: 1000 },
      '/demo/menu',
      1000 + CHUNK_RELOAD_WINDOW_MS,
      true,
    ],
    ['another path reloads', { path: '/demo/menu', at: 1000 }, '/demo/retail', 2000, true],
  ] as const)('%s', (_rule, flag, path, now, reload) => {
    const decision = decideChunkReload(flag, path, now);
    expect(decision.reload).toBe(reload);
    if (decision.reload) expect(decision.flag).toEqual({ path, at: now });
  });
});
