import { createHash, randomBytes } from 'node:crypto';

/** A new random secret (256 bits, base64url): sign-in tokens, sessions, one-time links. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** How a secret is stored: its SHA-256 in hex (a leaked table holds no usable secret). */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
