/** The LINE user an ID token proves. */
export interface LineIdentity {
  /** LINE user id (the token's `sub`). */
  sub: string;
  name: string | null;
  picture: string | null;
}

export interface VerifyOptions {
  /** The store's LINE Login channel id: the token's audience. */
  channelId: string;
  /** When given, the token must carry this nonce. */
  nonce?: string;
  /** Unix seconds, from the app's clock. */
  now: number;
}

/** Checks a LIFF ID token: null when it is not valid (signature, issuer, audience, expiry, nonce). */
export interface LineVerifier {
  readonly kind: 'line' | 'fake';
  verify(idToken: string, options: VerifyOptions): Promise<LineIdentity | null>;
}

/** LINE could not be asked (network, 5xx): not the customer's fault, answered as 503. */
export class LineUnavailableError extends Error {
  override readonly name = 'LineUnavailableError';
}

export const LINE_ISSUER = 'https://access.line.me';

/** Claims of a verified ID token, as LINE's verify endpoint returns them. */
export interface LineClaims {
  iss?: unknown;
  sub?: unknown;
  aud?: unknown;
  exp?: unknown;
  nonce?: unknown;
  name?: unknown;
  picture?: unknown;
}

/** The checks both verifiers apply to the claims. */
export function checkClaims(claims: LineClaims, options: VerifyOptions): LineIdentity | null {
  if (claims.iss !== LINE_ISSUER) return null;
  if (claims.aud !== options.channelId) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= options.now) return null;
  if (options.nonce !== undefined && claims.nonce !== options.nonce) return null;
  if (typeof claims.sub !== 'string' || !/^U[0-9a-f]{32}$/i.test(claims.sub)) return null;
  return {
    sub: claims.sub,
    name: typeof claims.name === 'string' ? claims.name.slice(0, 100) : null,
    picture: typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture : null,
  };
}
