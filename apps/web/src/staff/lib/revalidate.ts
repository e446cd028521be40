/** Answers a page keeps to revalidate: the calendar's windows looked at lately (a day, a week, the next). */
const MAX_KEPT = 24;

interface Kept {
  etag: string;
  body: string;
  headers: Headers;
}

/**
 * A fetch that revalidates the GETs answered with an ETag (the staff calendar, polled every 3 s):
 * it keeps the last answer of each URL in memory and asks with If-None-Match, and a 304 (no body:
 * nothing changed) gives the kept answer again. Kept in the page, not the browser's HTTP cache:
 * staff answers name customers, so the API marks them no-store and nothing goes to disk.
 */
export function revalidatingFetch(send: typeof fetch): typeof fetch {
  const kept = new Map<string, Kept>();
  const keep = (url: string, entry: Kept) => {
    kept.delete(url);
    kept.set(url, entry);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  };
  return async (input, init = {}) => {
    if ((init.method ?? 'GET') !== 'GET' || typeof input !== 'string') return send(input, init);
    const known = kept.get(input);
    const headers = new Headers(init.headers);
    if (known) headers.set('if-none-match', known.etag);
    const response = await send(input, { ...init, headers });
    if (response.status === 304 && known) {
      keep(input, known);
      // The 304's own headers (the web version) over the kept answer's.
      const merged = new Headers(known.headers);
      for (const [name, value] of response.headers) merged.set(name, value);
      return new Response(known.body, { status: 200, headers: merged });
    }
    const etag = response.headers.get('etag');
    if (response.status !== 200 || !etag) {
      kept.delete(input);
      return response;
    }
    const body = await response.text();
    keep(input, { etag, body, headers: new Headers(response.headers) });
    return new Response(body, { status: 200, headers: response.headers });
  };
}
