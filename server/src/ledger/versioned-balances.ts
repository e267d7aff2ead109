import type { VersionedBalances } from '../contracts/api';
import { fromCents, toCents } from '../contracts/money';
import type { Balances } from './ledger.types';

/** The balances as the API and the live events show them: dollars, each with its account's version. */
export function versionedBalances(b: Balances): VersionedBalances {
  return { balance: fromCents(b.real), demo_balance: fromCents(b.demo), balance_version: b.realVersion, demo_balance_version: b.demoVersion };
}

/** Back from an answer (an idempotent result) to the ledger's cents. */
export function balancesOf(v: VersionedBalances): Balances {
  return { real: toCents(v.balance), demo: toCents(v.demo_balance), realVersion: v.balance_version, demoVersion: v.demo_balance_version };
}
