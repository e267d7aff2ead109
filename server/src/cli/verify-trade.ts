import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ReceiptBundle, SettlementKey } from '../contracts/provable/statements';
import { VERIFIED_SUMMARY, verifyReceipt } from '../contracts/provable/verify-receipt';

const USAGE = `Checks a trade's receipt offline with the platform's public keys (DESIGN "Provable settlement").
  npm run verify-trade -- --receipt FILE [--keys FILE | --target URL]
  npm run verify-trade -- --target URL --trade ID --token ACCESS_TOKEN
Exit 0: verified; 1: it did not verify (what failed is printed); 2: it could not run.`;

/** A failure to run (bad arguments, unreadable file, unreachable server): exit 2, never a verdict. */
class CannotRun extends Error {}

async function getJson(url: string, token?: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (err) {
    throw new CannotRun(`${url}: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new CannotRun(`${url} answered ${res.status}${body?.message ? `: ${body.message}` : ''}`);
  return body;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new CannotRun(`${path}: ${(err as Error).message}`);
  }
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      receipt: { type: 'string' },
      keys: { type: 'string' },
      target: { type: 'string' },
      trade: { type: 'string' },
      token: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const target = values.target?.replace(/\/+$/, '');
  let bundle: ReceiptBundle;
  if (values.receipt) bundle = readJson(values.receipt) as ReceiptBundle;
  else if (target && values.trade && values.token) {
    bundle = ((await getJson(`${target}/api/trading/trades/${encodeURIComponent(values.trade)}/receipt`, values.token)) as { data: ReceiptBundle }).data;
  } else throw new CannotRun(`Give --receipt FILE, or --target, --trade and --token.\n${USAGE}`);
  if (!bundle?.receipt || !bundle.proof || !bundle.ticks) throw new CannotRun('Not a trade receipt: it lacks receipt, proof or ticks');

  let keys: SettlementKey[];
  let keysFrom: string;
  if (values.keys) {
    keys = (readJson(values.keys) as { keys: SettlementKey[] }).keys;
    keysFrom = values.keys;
  } else if (target) {
    keys = ((await getJson(`${target}/api/.well-known/settlement-keys`)) as { keys: SettlementKey[] }).keys;
    keysFrom = `${target}/api/.well-known/settlement-keys`;
  } else {
    keys = bundle.keys ?? [];
    keysFrom = 'the receipt file itself (pin them with --keys FILE or --target URL)';
  }
  if (!Array.isArray(keys) || !keys.length) throw new CannotRun('No public keys to check with');

  const result = verifyReceipt(bundle, keys);
  const r = bundle.receipt;
  console.log(`public keys: ${keysFrom}`);
  for (const line of result.checked) console.log(`  ok    ${line}`);
  for (const line of result.failures) console.log(`  FAIL  ${line}`);
  if (result.ok) console.log(`verified: trade ${r.trade} (${r.symbol} ${r.direction}, ${r.status}): ${VERIFIED_SUMMARY}`);
  else console.log(`NOT verified: trade ${r.trade}: ${result.failures.length} check(s) failed`);
  return result.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`verify-trade could not run: ${err.message}`);
    process.exit(2);
  },
);
