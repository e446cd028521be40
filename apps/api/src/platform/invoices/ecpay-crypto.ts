import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * ECPay's e-invoice API v3 wraps each request's and answer's `Data`: the JSON, URL-encoded, then
 * AES-128-CBC (PKCS7) with the merchant's HashKey and HashIV, in base64.
 */
export interface EcpayKeys {
  hashKey: string;
  hashIv: string;
}

export function ecpayEncrypt(data: unknown, keys: EcpayKeys): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.hashKey, 'utf8'), Buffer.from(keys.hashIv, 'utf8'));
  return Buffer.concat([cipher.update(encodeURIComponent(JSON.stringify(data)), 'utf8'), cipher.final()]).toString(
    'base64',
  );
}

export function ecpayDecrypt<T>(data: string, keys: EcpayKeys): T {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keys.hashKey, 'utf8'), Buffer.from(keys.hashIv, 'utf8'));
  const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(decodeURIComponent(text)) as T;
}
