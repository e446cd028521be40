import type { LoginResult } from '@salon/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api';
import type { LiffSdk } from '#web/lib/liff';
import { type LineLoginDeps, runLineLogin } from './line-login';

const LOGIN: LoginResult = { token: 't', expireTime: 2_000_000_000, userId: 'c1', gender: 'Male', sourceId: 'U1' };

function fakeLiff(over: Partial<LiffSdk> = {}): LiffSdk {
  return {
    init: vi.fn(async () => {}),
    isLoggedIn: () => true,
    login: vi.fn(),
    logout: vi.fn(),
    getIDToken: () => 'id-token',
    ...over,
  };
}

function deps(over: Partial<LineLoginDeps> = {}, liff = fakeLiff()): LineLoginDeps {
  return {
    inLine: true,
    liffId: '1234567890-abcd',
    signedIn: false,
    turnedOff: false,
    href: 'https://salon.test/demo/menu',
    init: vi.fn(async () => liff),
    verify: vi.fn(async () => ({ lineLoginId: 'proof-1', lineUserId: 'U1', lineAvatar: null, lineName: null })),
    login: vi.fn(async () => LOGIN),
    ...over,
  };
}

describe('LINE sign-in (the LIFF guard)', () => {
  it('does nothing outside LINE, without a liffId, when signed in, or after LINE was given up', async () => {
    for (const [over, reason] of [
      [{ inLine: false }, 'not-in-line'],
      [{ liffId: null }, 'no-liff-id'],
      [{ signedIn: true }, 'signed-in'],
      [{ turnedOff: true }, 'turned-off'],
    ] as const) {
      const d = deps(over);
      expect(await runLineLogin(d)).toEqual({ type: 'skipped', reason });
      expect(d.init).not.toHaveBeenCalled();
    }
  });

  it('initialises LIFF with the store liffId, verifies the ID token and signs in', async () => {
    const d = deps();
    expect(await runLineLogin(d)).toEqual({ type: 'signed-in', login: LOGIN });
    expect(d.init).toHaveBeenCalledWith('1234567890-abcd');
    expect(d.verify).toHaveBeenCalledWith('id-token');
    expect(d.login).toHaveBeenCalledWith('proof-1');
  });

  it('sends the customer to LINE login when LIFF is not logged in, back to this page', async () => {
    const liff = fakeLiff({ isLoggedIn: () => false });
    const d = deps({}, liff);
    expect(await runLineLogin(d)).toEqual({ type: 'redirecting' });
    expect(liff.login).toHaveBeenCalledWith({ redirectUri: 'https://salon.test/demo/menu' });
    expect(d.verify).not.toHaveBeenCalled();
  });

  it('a LINE user who is not a customer goes to UserLogin with the proof kept', async () => {
    const d = deps({
      login: vi.fn(async () => {
        throw new ApiError(404, 'RESOURCE_NOT_FOUND', '查無此顧客');
      }),
    });
    expect(await runLineLogin(d)).toEqual({ type: 'unknown-customer', lineLoginId: 'proof-1' });
  });

  it.each([
    ['a refused ID token', new ApiError(403, 'LINE_UNAUTHORIZED', 'x'), 'LINE_UNAUTHORIZED'],
    ['LINE down', new ApiError(503, 'SERVICE_UNAVAILABLE', 'x'), 'SERVICE_UNAVAILABLE'],
  ])('%s fails with its code (the dialog shows it)', async (_, error, code) => {
    const d = deps({
      verify: vi.fn(async () => {
        throw error;
      }),
    });
    expect(await runLineLogin(d)).toEqual({ type: 'failed', code });
  });

  it('a failed LIFF init fails with the SDK code', async () => {
    const d = deps({
      init: vi.fn(async () => {
        throw Object.assign(new Error('init'), { code: 'INIT_FAILED' });
      }),
    });
    expect(await runLineLogin(d)).toEqual({ type: 'failed', code: 'INIT_FAILED' });
  });

  it('no ID token (the LIFF app lacks openid) is the default dialog', async () => {
    const d = deps({}, fakeLiff({ getIDToken: () => null }));
    expect(await runLineLogin(d)).toEqual({ type: 'failed', code: null });
  });
});
