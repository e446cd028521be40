import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES } from '@salon/contract';
import { ApiError } from '#api/http/errors';

/**
 * Designers' photos on disk: `<uploadsDir>/avatars/<sha-256>.<ext>`, named by their contents, so a
 * file never changes once written (served with a year's immutable cache) and the same photo twice
 * is one file. The type is read from the bytes, never from what the client claims.
 */

const TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
type Ext = keyof typeof TYPES;

const DATA_URL_PREFIX = /^data:[a-z]+\/[a-z0-9.+-]+;base64,/i;
/** What GET /uploads/avatars/:name accepts: a stored file's name and nothing else (no paths). */
const AVATAR_FILE = /^[a-f0-9]{64}\.(jpg|png|webp)$/;
const AVATAR_PATH = '/api/uploads/avatars/';

function imageType(bytes: Buffer): Ext | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** The photo sent (base64, with or without a data-URL prefix): JPEG, PNG or WebP by its bytes, at most 2 MB. */
export function readAvatar(image: string): { bytes: Buffer; ext: Ext } {
  const base64 = image.replace(DATA_URL_PREFIX, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new ApiError('AVATAR_NOT_IMAGE');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw new ApiError('AVATAR_TOO_LARGE');
  const ext = imageType(bytes);
  if (!ext) throw new ApiError('AVATAR_NOT_IMAGE');
  return { bytes, ext };
}

/** Writes the photo (whole or not at all: a temporary file renamed) and answers its address. */
export async function storeAvatar(uploadsDir: string, avatar: { bytes: Buffer; ext: Ext }): Promise<string> {
  const dir = join(uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const name = `${createHash('sha256').update(avatar.bytes).digest('hex')}.${avatar.ext}`;
  const temporary = join(dir, `.${randomUUID()}.tmp`);
  await writeFile(temporary, avatar.bytes);
  await rename(temporary, join(dir, name));
  return `${AVATAR_PATH}${name}`;
}

/** A stored photo's bytes and type, or null when there is none by that name. */
export async function loadAvatar(uploadsDir: string, name: string): Promise<{ bytes: Buffer; type: string } | null> {
  const match = AVATAR_FILE.exec(name);
  if (!match) return null;
  try {
    return { bytes: await readFile(join(uploadsDir, 'avatars', name)), type: TYPES[match[1] as Ext] };
  } catch {
    return null;
  }
}
