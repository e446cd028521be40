import type { LoginResult } from '@salon/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { decideRenewal, renewLogin, saveLogin, toStoredLogin } from './session';
import { loginKey, memoryStorage, readLogin } from './storage';

const DAY = 86400;
const NOW = 1_760_000_000;

const result = (over: Partial<LoginResult> = {}): LoginResult => ({
  token: 'tok-1',
  expireTime: NOW + 90 * DAY,
  userId: 'c1',
  gender: 'Female',
  sourceId: null,
  ...over,
});

describe('renewal decision (renew when expiring within 29 days, 86400 s a day)', () => {
  it.each([
    ['no login', null, 'none'],
    ['90 days left', NOW + 90 * DAY, 'none'],
    ['exactly 29 days left', NOW + 29 * DAY, 'none'],
    ['29 days minus a second', NOW + 29 * DAY - 1, 'renew'],
    ['one day left', NOW + DAY, 'renew'],
    ['one second left', NOW + 1, 'renew'],
    ['expired now', NOW, 'remove'],
    ['expired long ago', NOW - 10 * DAY, 'remove'],
  ] as const)('%s → %s', (_, expireTime, decision) => {
    expect(decideRenewal(expireTime === null ? null : { expireTime }, NOW)).toBe(decision);
  });
});

describe('stored login', () => {
  it('writes exactly {token, expireTime, userId, gender, sourceId} under salon:login:<cname>', () => {
    const storage = memoryStorage();
    saveLogin('demo', result({ sourceId: 'U123' }), storage);
    expect(JSON.parse(storage.data.get('salon:login:demo') ?? '')).toEqual({
      token: 'tok-1',
      expireTime: NOW + 90 * DAY,
      userId: 'c1',
      gender: 'Female',
      sourceId: 'U123',
    });
  });

  it('leaves sourceId out when there is no LINE user', () => {
    expect(toStoredLogin(result())).toEqual({
      token: 'tok-1',
      expireTime: NOW + 90 * DAY,
      userId: 'c1',
      gender: 'Female',
    });
  });

  it('ignores a stored value that is not a login', () => {
    const storage = memoryStorage();
    storage.setItem(loginKey('demo'), '{"token":""}');
    expect(readLogin('demo', storage)).toBeNull();
    storage.setItem(loginKey('demo'), 'not json');
    expect(readLogin('demo', storage)).toBeNull();
  });
});

describe('renewal on start', () => {
  const setup = (expireTime: number, renew: () => Promise<LoginResult>) => {
    const storage = memoryStorage();
    saveLogin('demo', result({ expireTime }), storage);
    saveLogin('other', result({ token: 'other-tok' }), storage);
    const spy = vi.fn(renew);
    return { storage, spy, deps: { storage, now: () => NOW, renew: spy } };
  };

  it('does not call the API with 29 days or more left', async () => {
    const { spy, deps } = setup(NOW + 60 * DAY, async () => result());
    expect(await renewLogin('demo', deps)).toBe('none');
    expect(spy).not.toHaveBeenCalled();
  });

  it('stores the renewed login when less than 29 days are left', async () => {
    const { storage, spy, deps } = setup(NOW + 3 * DAY, async () => result({ token: 'tok-2' }));
    expect(await renewLogin('demo', deps)).toBe('renew');
    expect(spy).toHaveBeenCalledWith('demo');
    expect(readLogin('demo', storage)?.token).toBe('tok-2');
  });

  it.each([
    ['a 401', new ApiError(401, 'UNAUTHORIZED', 'x')],
    ['a server error', new ApiError(500, 'UNKNOWN_ERROR', 'x')],
    ['a network failure', new ApiError(0, 'NETWORK_ERROR', 'Network Error')],
  ])('a failed renewal (%s) removes the stored login of that store only', async (_, error) => {
    const { storage, deps } = setup(NOW + 3 * DAY, async () => {
      throw error;
    });
    await renewLogin('demo', deps);
    expect(storage.getItem(loginKey('demo'))).toBeNull();
    expect(readLogin('other', storage)?.token).toBe('other-tok');
  });

  it('removes an expired login without calling the API', async () => {
    const { storage, spy, deps } = setup(NOW - 1, async () => result());
    expect(await renewLogin('demo', deps)).toBe('remove');
    expect(spy).not.toHaveBeenCalled();
    expect(storage.getItem(loginKey('demo'))).toBeNull();
  });
});
