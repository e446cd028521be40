import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  checkClaims,
  LINE_ISSUER,
  type LineClaims,
  type LineIdentity,
  type LineVerifier,
  type VerifyOptions,
} from './types';

/** Key of this process: the fake verifier accepts only tokens made here. */
const KEY = randomBytes(32);
const PREFIX = 'fake-line.';

const sign = (body: string) => createHmac('sha256', KEY).update(body).digest('base64url');

export interface FakeLineClaims {
  /** LINE user id: U + 32 hex digits. */
  sub: string;
  name?: string;
  picture?: string;
  /** Channel id; must be the store's. */
  aud: string;
  nonce?: string;
  /** Defaults to one hour after `now`. */
  exp?: number;
  iss?: string;
  /** Unix seconds; defaults to the wall clock. */
  now?: number;
}

/** A LIFF-like ID token the fake verifier accepts (development and tests only). */
export function fakeLineToken(claims: FakeLineClaims): string {
  const now = claims.now ?? Math.floor(Date.now() / 1000);
  const payload: LineClaims & { iat: number } = {
    iss: claims.iss ?? LINE_ISSUER,
    sub: claims.sub,
    aud: claims.aud,
    iat: now,
    exp: claims.exp ?? now + 3600,
    nonce: claims.nonce,
    name: claims.name,
    picture: claims.picture,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${PREFIX}${body}.${sign(body)}`;
}

/** Development and tests: verifies tokens of fakeLineToken with the same checks as production. */
export class FakeLineVerifier implements LineVerifier {
  readonly kind = 'fake' as const;

  async verify(idToken: string, options: VerifyOptions): Promise<LineIdentity | null> {
    if (!idToken.startsWith(PREFIX)) return null;
    const [body, signature] = idToken.slice(PREFIX.length).split('.');
    if (!body || !signature) return null;
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: LineClaims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    return checkClaims(claims, options);
  }
}
