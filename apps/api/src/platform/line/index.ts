import { CONFIG_DEFAULTS, type Config, FAKE_LINE_IN_PRODUCTION } from '#api/config';
import { FakeLineVerifier } from './fake';
import { LineIdTokenVerifier } from './line-verifier';
import type { LineVerifier } from './types';

export { fakeLineToken } from './fake';
export { type LineIdentity, LineUnavailableError, type LineVerifier } from './types';

/** Channel id the fake verifier expects for stores that have none configured (development only). */
const FAKE_LINE_CHANNEL = '1000000000';

/** LINE's verifier in production; the local fake in development unless LINE_VERIFIER=line. */
export function createLineVerifier(config: Config): LineVerifier {
  const kind = config.lineVerifier ?? (config.mode === 'production' ? 'line' : 'fake');
  if (kind === 'fake') {
    if (config.mode === 'production') {
      throw new Error(FAKE_LINE_IN_PRODUCTION);
    }
    return new FakeLineVerifier();
  }
  return new LineIdTokenVerifier(config.lineVerifyUrl ?? CONFIG_DEFAULTS.lineVerifyUrl);
}

/**
 * A store's LINE Login channel id: LIFF ids are "<channelId>-<suffix>", so it comes from the store's
 * liffId; else LINE_CHANNEL_ID; else (fake verifier only) a fixed development channel. null: LINE
 * login is not enabled for the store.
 */
export function lineChannelId(liffId: string | null, config: Config, verifier: LineVerifier): string | null {
  const fromLiff = liffId?.match(/^(\d+)-[A-Za-z0-9]+$/)?.[1];
  if (fromLiff) return fromLiff;
  if (config.lineChannelId) return config.lineChannelId;
  return verifier.kind === 'fake' ? FAKE_LINE_CHANNEL : null;
}
