import type { EndpointResult, ParsedBody } from '@salon/contract';
import type { Config } from '#api/config';
import type { StoreRow } from '#api/db/rows';
import { ApiError } from '#api/http/errors';
import { fakeLineToken, type LineVerifier, lineChannelId } from '#api/platform/line/index';
import type { DevOutbox } from '#api/platform/otp/index';
import { normalizePhone } from '../auth/phone';

/** The codes the outbox holds, newest first; a phone may be given in any common form. */
export function outboxMessages(outbox: DevOutbox, to: string | undefined): EndpointResult<'devOutbox'> {
  const phone = to && !to.includes('@') ? (normalizePhone(to) ?? to) : to;
  return outbox.list(phone);
}

/** An ID token for the store's LINE channel that only the local fake verifier accepts. */
export function makeFakeLineToken(
  deps: { config: Config; lineVerifier: LineVerifier },
  { store, body, now }: { store: StoreRow; body: ParsedBody<'devLineToken'>; now: number },
): EndpointResult<'devLineToken'> {
  const aud = lineChannelId(store.liffId, deps.config, deps.lineVerifier);
  if (!aud) throw new ApiError('LINE_NOT_ENABLED');
  return { lineToken: fakeLineToken({ ...body, aud, now }) };
}
