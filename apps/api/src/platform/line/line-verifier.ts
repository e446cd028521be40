import { checkClaims, type LineIdentity, LineUnavailableError, type LineVerifier, type VerifyOptions } from './types';

/**
 * Production: asks LINE to verify the ID token (POST https://api.line.me/oauth2/v2.1/verify with
 * id_token, client_id = the store's channel id, and the nonce when expected), then checks issuer,
 * audience, expiry and nonce of the claims it returns.
 */
export class LineIdTokenVerifier implements LineVerifier {
  readonly kind = 'line' as const;

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5000,
  ) {}

  async verify(idToken: string, options: VerifyOptions): Promise<LineIdentity | null> {
    const form = new URLSearchParams({ id_token: idToken, client_id: options.channelId });
    if (options.nonce !== undefined) form.set('nonce', options.nonce);
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new LineUnavailableError(`LINE verify unreachable (${(err as Error).name})`);
    }
    if (res.status >= 500) {
      await res.arrayBuffer().catch(() => undefined);
      throw new LineUnavailableError(`LINE verify answered ${res.status}`);
    }
    if (!res.ok) {
      // 400: invalid, expired, wrong audience or nonce.
      await res.arrayBuffer().catch(() => undefined);
      return null;
    }
    const claims = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    return claims ? checkClaims(claims, options) : null;
  }
}
