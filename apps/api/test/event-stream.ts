/** One server-sent event as a browser's EventSource would hand it over. */
export interface ServerEvent {
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  response: Response;
  /** The next event, or null when none came within `timeoutMs` (or the stream ended). */
  next(timeoutMs: number): Promise<ServerEvent | null>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens a `text/event-stream` over real HTTP and parses its events (comments and `retry:` skipped). */
export async function openEventStream(url: string, headers: Record<string, string>): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal: abort.signal });
  const queue: ServerEvent[] = [];
  const waiting: { wake?: () => void } = {};
  let done = false;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = frame.split('\n');
          const event = lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .find((l) => l.startsWith('data:'))
            ?.slice(5)
            .trim();
          if (event && data !== undefined) queue.push({ event, data: JSON.parse(data) });
          end = buffer.indexOf('\n\n');
        }
        waiting.wake?.();
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      waiting.wake?.();
    }
  })();
  return {
    response,
    ended,
    async next(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0 && !done && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiting.wake = resolve;
          setTimeout(resolve, Math.max(0, deadline - Date.now()));
        });
        waiting.wake = undefined;
      }
      return queue.shift() ?? null;
    },
    close: () => abort.abort(),
  };
}
