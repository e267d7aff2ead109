import { parseArgs } from 'node:util';
import { loadConfig } from '../config/app-config';
import { rotateKeyring } from './settlement-keyring';

/**
 * npm run settlement-key:rotate -- --from 2027-01-01T00:00:00Z: adds a settlement key to the keyring in
 * DATA_DIR that signs from then on; running processes pick it up within a minute and publish it; what
 * the older keys signed still verifies with them.
 */
function main(): void {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  // Running processes read the keyring every minute: a key starting sooner could find one still signing with the old key.
  const earliest = Date.now() + 2 * 60_000;
  const from = values.from ? Date.parse(values.from) : earliest;
  if (Number.isNaN(from)) throw new Error(`--from: not a date: ${values.from}`);
  if (from < earliest) throw new Error(`--from: at least two minutes ahead (${new Date(earliest).toISOString()} or later)`);
  const config = loadConfig();
  if (config.settlementKey) throw new Error('SETTLEMENT_KEY is set: rotate by setting another one');
  const key = rotateKeyring(config.dataDir, from);
  console.log(`settlement key ${key.keyId} signs from ${new Date(key.validFrom).toISOString()}`);
}

try {
  main();
} catch (err) {
  console.error(`settlement-key:rotate: ${(err as Error).message}`);
  process.exit(1);
}
