import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { type EndpointId, type EndpointResult, endpointSchemas, successEnvelope } from '@salon/contract';
import type { FastifyReply } from 'fastify';
import { ok } from './envelope';

type Encoding = 'br' | 'gzip';

/** The API's compression (app.ts registers @fastify/compress with it): answers under 1 KiB go as they are; brotli at quality 4. */
export const COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as Encoding[],
  brotliOptions: {
    params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
  },
};
const negotiator = new Negotiator<Encoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * An answer many requests share (the calendar's kept answers: calendar/answers.ts), checked and
 * serialized once, and compressed once per encoding asked for, so a request given it costs about
 * the socket write of its bytes rather than a serialization and a compression of its own.
 */
export class SerializedAnswer {
  private readonly encoded = new Map<Encoding, Buffer>();

  private constructor(private readonly json: Buffer) {}

  /** The success envelope of `data`, checked against the operation's response schema as every answer is (app.ts's serializer). */
  static of<K extends EndpointId>(id: K, data: EndpointResult<K>): SerializedAnswer {
    const schema = successEnvelope(endpointSchemas[id].response as Parameters<typeof successEnvelope>[0]);
    return new SerializedAnswer(Buffer.from(JSON.stringify(schema.parse(ok(data)))));
  }

  /** Sends the bytes for the request's Accept-Encoding (the compression hook leaves an encoded body alone). */
  send(reply: FastifyReply, acceptEncoding: string | undefined): FastifyReply {
    reply.header('content-type', 'application/json; charset=utf-8');
    const encoding =
      this.json.length >= COMPRESSION.threshold && acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
    if (encoding === null || encoding === 'identity') return reply.send(this.json);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    reply.header('content-encoding', encoding);
    return reply.send(this.bytes(encoding));
  }

  private bytes(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? brotliCompressSync(this.json, COMPRESSION.brotliOptions) : gzipSync(this.json);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}
