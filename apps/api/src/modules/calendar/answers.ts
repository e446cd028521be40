import { LRUCache } from 'lru-cache';
import type { SerializedAnswer } from '#api/http/serialized-answer';

/**
 * The calendar's full answers by ETag, kept a few seconds. After a change every desk of the store
 * polls within its 3 s and gets a new ETag: the first builds the answer, the others (and any that
 * arrive while it is built) are given the same one instead of building it again. An ETag names all
 * an answer is made of (version.ts), and the answer is read after its ETag's version, so it is never
 * older than what the ETag names; each process keeps its own, so several processes stay right.
 * What is kept is the answer serialized, and compressed once per encoding the desks ask for.
 */
export function calendarAnswers({ max = 500, ttlMs = 10_000 } = {}) {
  const answers = new LRUCache<string, Promise<SerializedAnswer>>({ max, ttl: ttlMs });
  return (etag: string | undefined, build: () => Promise<SerializedAnswer>): Promise<SerializedAnswer> => {
    if (etag === undefined) return build();
    const known = answers.get(etag);
    if (known) return known;
    const answer = build();
    answers.set(etag, answer);
    // A failed build (the database away) is not kept: the next poll builds again.
    answer.catch(() => {
      if (answers.get(etag) === answer) answers.delete(etag);
    });
    return answer;
  };
}
