import type { EndpointId, EndpointResult } from '@salon/contract';
import type { FastifyReply } from 'fastify';

/** A comment line this often keeps an idle stream open through proxies and the server's idle timeout (30 s). */
export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before connecting again after the stream broke (EventSource's `retry`). */
const RETRY_MS = 5_000;

/** What a subscription is given: send one event, or end the stream (the server is stopping). */
export interface StreamSink<T> {
  send(data: T): void;
  end(): void;
}

/**
 * A server-sent events answer (`text/event-stream`) of an operation: each event is named after the
 * operation's use (`event`) and carries JSON of its response schema. `subscribe` is called once the
 * headers are out and returns what ends the subscription, called when the client goes away.
 * The stream is written on the socket itself (the reply is hijacked): it is never compressed or
 * buffered, and a proxy is told not to buffer it either.
 */
export class EventStream<K extends EndpointId> {
  /**
   * `maxAgeMs`: the stream ends then and the browser connects again, so its session is checked anew
   * (a member deactivated or signed out stops hearing within it) and desks spread over the processes
   * running then (config's STREAM_MAX_AGE_MS).
   */
  constructor(
    private readonly event: string,
    private readonly maxAgeMs: number,
    private readonly subscribe: (sink: StreamSink<EndpointResult<K>>) => () => void,
  ) {}

  send(reply: FastifyReply): FastifyReply {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    // Never written after its end (a write after end is an 'error' on the response).
    const write = (text: string) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(text);
    };
    const end = () => {
      if (!raw.writableEnded) raw.end();
    };
    write(`retry: ${RETRY_MS}\n\n`);
    const heartbeat = setInterval(() => write(':\n\n'), HEARTBEAT_MS);
    const aged = setTimeout(end, this.maxAgeMs);
    let unsubscribe = () => {};
    const close = () => {
      clearInterval(heartbeat);
      clearTimeout(aged);
      unsubscribe();
    };
    // The response closes when it ends and when the client goes away.
    raw.once('close', close);
    unsubscribe = this.subscribe({
      send: (data) => write(`event: ${this.event}\ndata: ${JSON.stringify(data)}\n\n`),
      end,
    });
    return reply;
  }
}
