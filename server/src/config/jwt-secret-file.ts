import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The secret this deployment signs its tokens with when JWT_SECRET is not set: made at first start
 * and kept in the data folder, readable by its owner only. Every process started from the same folder
 * (API, worker, a second API) reads the same one. Two processes starting at once cannot both write
 * it: each writes its own temporary file and hard-links it into place, which fails if the file exists.
 */
export function jwtSecretFromDataDir(dataDir: string): string {
  const path = join(dataDir, JWT_SECRET_FILE);
  const existing = readSecret(path);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(temp, { force: true });
  }
  const secret = readSecret(path);
  if (!secret) throw new Error(`${path} is empty: delete it or set JWT_SECRET`);
  return secret;
}

function readSecret(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim() || null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
