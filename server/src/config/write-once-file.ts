import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A file the deployment makes once and keeps (a generated secret, the settlement keyring), readable by
 * its owner only: its text if it exists (and is not blank), else `make()`'s, written. Two processes
 * starting at once cannot both write it: each writes its own temporary file and hard-links it into
 * place, which fails if the file exists; both then read the one that won.
 */
export function readOrWriteOnce(path: string, make: () => string): string {
  const existing = readText(path);
  if (existing !== null) return existing;
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, make(), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(temp, { force: true });
  }
  const made = readText(path);
  if (made === null) throw new Error(`${path} is empty: delete it`);
  return made;
}

/** The file's text, trimmed; null when there is none or it is blank. */
function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim() || null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
