import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// Regenerates the answers' schemas from the controllers and contracts in memory and compares them with the
// committed response-schemas.json, which the API serves: a changed answer type must be regenerated.
it('response-schemas.json is what the controllers and contracts give (npm run openapi:schemas)', () => {
  const root = join(__dirname, '../../..');
  const run = spawnSync(process.execPath, [join(root, 'scripts/openapi-schemas.mjs'), '--check'], { cwd: root, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}, 120_000);
