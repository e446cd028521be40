import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { CONNECTION_DEFAULTS, type Config, type ConnectionLimits } from '../config';

export const connectionLimits = (config: Config): ConnectionLimits => ({
  ...CONNECTION_DEFAULTS,
  ...config.connections,
});

/** Fastify's and Node's timeouts. Node checks them every connectionsCheckingInterval (30 s by default: too coarse). */
export function serverTimeouts(config: Config): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  const limits = connectionLimits(config);
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    // A socket silent for a whole request timeout is dead either way.
    connectionTimeout: limits.requestTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 2))),
    },
  };
}

/**
 * Counts open sockets per remote address and destroys a socket over the cap as soon as it is
 * accepted. Behind a proxy (TRUST_PROXY > 0) every socket comes from the proxy, so the cap is off
 * there: the proxy limits its clients' connections.
 */
export function capConnectionsPerIp(server: Server, config: Config): void {
  const { maxPerIp } = connectionLimits(config);
  if (maxPerIp <= 0 || config.trustProxy > 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = (socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const count = open.get(address) ?? 0;
    if (count >= maxPerIp) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
