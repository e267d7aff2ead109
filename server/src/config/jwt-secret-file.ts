import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrWriteOnce } from './write-once-file';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The secret this deployment signs its tokens with when JWT_SECRET is not set: made at first start
 * and kept in the data folder, readable by its owner only. Every process started from the same folder
 * (API, worker, a second API) reads the same one.
 */
export function jwtSecretFromDataDir(dataDir: string): string {
  return readOrWriteOnce(join(dataDir, JWT_SECRET_FILE), () => randomBytes(48).toString('base64url'));
}
