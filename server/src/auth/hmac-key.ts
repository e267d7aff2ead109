import { createSecretKey, KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/** The JWT secret as a KeyObject, made once per secret. */
export function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}
