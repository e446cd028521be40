import type { AddressInfo } from 'node:net';
import type { Config } from '#api/config';

/**
 * Where links to this server point (message links, staff invitations, LINE Pay's return): PUBLIC_URL,
 * or else the address the server really listens on, read when a link is made. The configured PORT
 * may be 0 (any free port, as the tests' and the browser tests' servers ask), so the port is the
 * listening socket's; before listening (inject-only tests) it is the configured one.
 */
export function publicUrlOf(
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>,
  server: { address(): AddressInfo | string | null },
): () => string {
  return () => {
    if (config.publicUrl) return config.publicUrl;
    const address = server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    const anyInterface = config.host === '0.0.0.0' || config.host === '::';
    return `http://${anyInterface ? 'localhost' : config.host}:${port}`;
  };
}
