import { loadConfig } from '../config/app-config';
import { verifyLedger } from './ledger-invariants';

/** npm run ledger:verify: prints each invariant and exits non-zero if any fails. */
async function main(): Promise<void> {
  const results = await verifyLedger(loadConfig().databaseUrl);
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.ok ? '' : `: ${r.detail}`}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(failed ? `${failed} invariant(s) broken` : 'ledger: all invariants hold');
  process.exit(failed ? 1 : 0);
}

main().catch((err: Error) => {
  console.error(`ledger:verify could not run: ${err.message}`);
  process.exit(2);
});
