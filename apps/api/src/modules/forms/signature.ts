import { SIGNATURE_MAX_BYTES } from '@salon/contract';
import { ApiError } from '#api/http/errors';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A signature pad is a few hundred pixels a side; anything larger is not one. */
const MAX_SIDE = 4096;
const DATA_URL_PREFIX = /^data:[a-z]+\/[a-z0-9.+-]+;base64,/i;

export interface SignaturePng {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The PNG a signature pad sent, base64 with or without a data-URL prefix. The type is read from the
 * bytes (the signature and the IHDR chunk), never from what the client claims; at most 1 MB.
 */
export function readSignaturePng(image: string): SignaturePng {
  const base64 = image.replace(DATA_URL_PREFIX, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new ApiError('SIGNATURE_NOT_PNG');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) throw new ApiError('SIGNATURE_TOO_LARGE');
  // Signature (8) + IHDR length (4) + "IHDR" (4) + width (4) + height (4).
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_MAGIC) || bytes.toString('latin1', 12, 16) !== 'IHDR')
    throw new ApiError('SIGNATURE_NOT_PNG');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) throw new ApiError('SIGNATURE_NOT_PNG');
  return { bytes, width, height };
}
