import { createHash } from 'node:crypto';
import { databaseError, UNIQUE_VIOLATION } from '#api/db/errors';
import { ApiError } from '#api/http/errors';

/**
 * The one idempotency helper of every write that takes money or makes an order: an order placed
 * (createOrder), a wallet item sold, topped up or changed at the counter. The request is hashed; a
 * repeat of the key with the same request answers the first, with another request DUPLICATED_KEY.
 * A concurrent repeat fails on the key's unique index (or, for an order, may fail on something
 * else first: its time or stock) and then either answers the first (the wallet's counter moves) or is
 * refused DUPLICATED_KEY (an order, whose first answer may still be on its way to the provider).
 */
export interface Keyed<First, Answer> {
  key: string | undefined;
  /** What a repeat of the key must match (the operation, its target and its body). */
  request: unknown;
  /** The first made with this key, if any. */
  findFirst(key: string): Promise<(First & { requestHash: string | null }) | null>;
  /** The answer a repeat of the first gets. */
  replay(first: First): Promise<Answer>;
  /** The unique index on the key whose violation is a concurrent repeat. */
  keyConstraint: string;
  concurrentRepeat: 'answersFirst' | 'refused';
}

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** Makes it once per key: `{ replayed }` for a repeat, else `{ made }` with what `make` (given the request's hash) made. */
export async function once<First, Answer, Made>(
  keyed: Keyed<First, Answer>,
  make: (requestHash: string | null) => Promise<Made>,
): Promise<{ replayed: Answer } | { made: Made }> {
  const { key } = keyed;
  const requestHash = key ? hashOf(keyed.request) : null;
  const replay = async () => {
    const first = key ? await keyed.findFirst(key) : null;
    if (!first) return null;
    if (first.requestHash !== requestHash) throw new ApiError('DUPLICATED_KEY');
    return { replayed: await keyed.replay(first) };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return { made: await make(requestHash) };
  } catch (error) {
    if (!key) throw error;
    const db = databaseError(error);
    const onKey = db?.code === UNIQUE_VIOLATION && db.constraint === keyed.keyConstraint;
    if (keyed.concurrentRepeat === 'answersFirst') {
      const first = onKey ? await replay() : null;
      if (first) return first;
      throw error;
    }
    if (onKey || (await keyed.findFirst(key))) throw new ApiError('DUPLICATED_KEY');
    throw error;
  }
}
