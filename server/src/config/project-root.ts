import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The folder holding the project's package.json, whether running from server/src or dist/server/src. */
export function projectRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + __dirname);
    dir = parent;
  }
  return dir;
}
