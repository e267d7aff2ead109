import { IDatabaseConnection, sql } from '@pgtyped/runtime';
import { Client } from 'pg';
import type {
  IBalancedModesQuery,
  IBeginReadOnlySnapshotQuery,
  ICachedBalancesQuery,
  ICommitQuery,
  IEscrowHoldsStakesQuery,
  INonNegativeAccountsQuery,
  IOneModePerTransferQuery,
  IOutcomeRuleQuery,
  IClosesReturnTheirValueQuery,
  IPendingListedQuery,
  IPendingPlansHeldQuery,
  IPlanHoldersPaidQuery,
  IPlanRequestsMovedQuery,
  IPositiveTransfersQuery,
  IStakesAndReleasesQuery,
  IVoidSaysWhyQuery,
  IWinsHaveProfitRowsQuery,
} from './ledger-invariants.sql-types';

export interface InvariantResult {
  name: string;
  ok: boolean;
  detail: string;
}

// Each check is a query returning the offending rows; none means the invariant holds. The outcome and
// payout rule is the trading module's SQL functions (trading/sql/outcome.sql), as settlement applies it.
const positiveTransfers = sql<IPositiveTransfersQuery>`
  SELECT id FROM ledger_transfers WHERE amount <= 0 OR debit_account_id = credit_account_id LIMIT 5`;
const balancedModes = sql<IBalancedModesQuery>`
  SELECT mode, sum(balance) AS total FROM ledger_accounts GROUP BY mode HAVING sum(balance) <> 0`;
const cachedBalances = sql<ICachedBalancesQuery>`
  SELECT a.id, a.balance, coalesce(c.s,0) - coalesce(d.s,0) AS from_transfers
     FROM ledger_accounts a
     LEFT JOIN (SELECT credit_account_id id, sum(amount) s FROM ledger_transfers GROUP BY 1) c ON c.id = a.id
     LEFT JOIN (SELECT debit_account_id id, sum(amount) s FROM ledger_transfers GROUP BY 1) d ON d.id = a.id
    WHERE a.balance <> coalesce(c.s,0) - coalesce(d.s,0) LIMIT 5`;
const nonNegativeAccounts = sql<INonNegativeAccountsQuery>`
  SELECT id, balance FROM ledger_accounts WHERE kind IN ('user','escrow','pending_withdrawals','pending_plans') AND balance < 0 LIMIT 5`;
const oneModePerTransfer = sql<IOneModePerTransferQuery>`
  SELECT t.id FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id
    JOIN ledger_accounts c ON c.id = t.credit_account_id WHERE d.mode <> c.mode LIMIT 5`;
const escrowHoldsStakes = sql<IEscrowHoldsStakesQuery>`
  SELECT a.owner_id, a.mode, a.balance, coalesce(p.s, 0) AS pending
     FROM ledger_accounts a
     LEFT JOIN (SELECT user_id, mode, sum(amount) s FROM trades WHERE status = 'Pending' GROUP BY 1,2) p
       ON p.user_id = a.owner_id AND p.mode = a.mode
    WHERE a.kind = 'escrow' AND a.balance <> coalesce(p.s, 0) LIMIT 5`;
const pendingListed = sql<IPendingListedQuery>`
  SELECT coalesce(t.id, p.trade_id) AS id FROM (SELECT id FROM trades WHERE status = 'Pending') t
    FULL JOIN pending_trades p ON p.trade_id = t.id WHERE t.id IS NULL OR p.trade_id IS NULL LIMIT 5`;
const stakesAndReleases = sql<IStakesAndReleasesQuery>`
  SELECT t.id FROM trades t
    WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers x WHERE x.reference = 'trade:' || t.id || ':stake' AND x.amount = t.amount)
       OR (t.status <> 'Pending' AND NOT EXISTS (SELECT 1 FROM ledger_transfers x WHERE x.reference = 'trade:' || t.id || ':release' AND x.amount = t.amount))
    LIMIT 5`;
const outcomeRule = sql<IOutcomeRuleQuery>`
  SELECT id, status, payout FROM trades
    WHERE status NOT IN ('Pending', 'Closed')
      AND (status <> trade_outcome(trade_mode, open_price, end_price) OR payout IS DISTINCT FROM trade_payout_cents(amount, payout_percent, status))
    LIMIT 5`;
const voidSaysWhy = sql<IVoidSaysWhyQuery>`
  SELECT t.id FROM trades t
    WHERE t.status = 'Void' AND (t.end_price IS NOT NULL OR t.void_reason IS NULL
       OR EXISTS (SELECT 1 FROM ledger_transfers x WHERE x.reference = 'trade:' || t.id || ':profit')
       OR EXISTS (SELECT 1 FROM profits p WHERE p.trade_id = t.id)) LIMIT 5`;
const winsHaveProfitRows = sql<IWinsHaveProfitRowsQuery>`
  SELECT t.id FROM trades t LEFT JOIN profits p ON p.trade_id = t.id
    WHERE (t.status = 'Won' OR (t.status = 'Closed' AND t.payout > t.amount))
      AND (p.id IS NULL OR p.earnings <> t.payout OR p.amount + p.profit <> p.earnings) LIMIT 5`;
// A close returns its value: the stake released to the owner, plus the profit above it or less the rest
// below it (all of it to the house for a close worth nothing), and never more than a win would pay.
const closesReturnTheirValue = sql<IClosesReturnTheirValueQuery>`
  SELECT t.id FROM trades t
    WHERE t.status = 'Closed'
      AND (t.end_price IS NULL OR t.end_time IS NULL OR t.void_reason IS NOT NULL OR t.payout IS NULL OR t.payout < 0
        OR t.payout > trade_payout_cents(t.amount, t.payout_percent, 'Won')
        OR (SELECT coalesce(sum(CASE WHEN x.reference LIKE '%:profit' THEN x.amount ELSE -x.amount END), 0) FROM ledger_transfers x
             WHERE x.reference IN ('trade:' || t.id || ':profit', 'trade:' || t.id || ':close'))
           <> CASE WHEN t.payout = 0 THEN 0 ELSE t.payout - t.amount END)
    LIMIT 5`;
const pendingPlansHeld = sql<IPendingPlansHeldQuery>`
  SELECT a.mode, a.balance FROM ledger_accounts a
    WHERE a.kind = 'pending_plans'
      AND a.balance <> CASE a.mode WHEN 'real' THEN (SELECT coalesce(sum(amount), 0) FROM plan_requests WHERE status = 'Pending') ELSE 0 END`;
const planRequestsMoved = sql<IPlanRequestsMovedQuery>`
  SELECT r.id FROM plan_requests r
    WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers x WHERE x.reference = 'plan-request:' || r.id || ':hold' AND x.amount = r.amount)
       OR (r.status = 'Approved') <> EXISTS (SELECT 1 FROM ledger_transfers x WHERE x.reference = 'plan-request:' || r.id || ':charge' AND x.amount = r.amount)
       OR (r.status = 'Rejected') <> EXISTS (SELECT 1 FROM ledger_transfers x WHERE x.reference = 'plan-request:' || r.id || ':refund' AND x.amount = r.amount)
    LIMIT 5`;
const planHoldersPaid = sql<IPlanHoldersPaidQuery>`
  SELECT u.id FROM users u
    WHERE u.trading_plan <> 'None' AND NOT EXISTS (SELECT 1 FROM ledger_transfers x WHERE x.reference = 'user:' || u.id || ':plan-purchase')
    LIMIT 5`;

const beginReadOnlySnapshot = sql<IBeginReadOnlySnapshotQuery>`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`;
const commit = sql<ICommitQuery>`COMMIT`;

/** A check: its offending rows, if any. */
interface Check {
  name: string;
  query: { run(params: void, on: IDatabaseConnection): Promise<object[]> };
}

const CHECKS: Check[] = [
  { name: 'every transfer moves a positive amount between two accounts', query: positiveTransfers },
  { name: 'all balances sum to zero in each mode (money is neither created nor lost)', query: balancedModes },
  { name: 'each cached balance equals its credits minus its debits', query: cachedBalances },
  { name: 'no user or escrow account is negative', query: nonNegativeAccounts },
  { name: 'no transfer crosses demo and real money', query: oneModePerTransfer },
  { name: "each escrow holds exactly the stakes of its owner's open trades", query: escrowHoldsStakes },
  { name: 'the list of Pending trades that settlement works from holds every Pending trade, and only those', query: pendingListed },
  { name: 'every trade has its stake transfer, and every settled trade its release', query: stakesAndReleases },
  { name: 'every settled trade ended as its prices say and paid what its outcome pays (trade_outcome, trade_payout_cents)', query: outcomeRule },
  { name: 'every Void trade has no end price and no profit, and says why', query: voidSaysWhy },
  { name: 'every won trade, and every trade closed above its stake, has a profit row matching its payout', query: winsHaveProfitRows },
  { name: 'every closed trade returned its close value, never more than a win pays', query: closesReturnTheirValue },
  { name: 'pending_plans holds exactly the price differences of the open plan requests', query: pendingPlansHeld },
  { name: 'every plan request was held, and charged if approved or refunded if rejected, never both', query: planRequestsMoved },
  { name: 'every plan holder paid for a first plan', query: planHoldersPaid },
];

/** Runs every check in one read-only snapshot of the database. */
export async function verifyLedger(databaseUrl: string): Promise<InvariantResult[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await beginReadOnlySnapshot.run(undefined, client);
    const results: InvariantResult[] = [];
    for (const check of CHECKS) {
      const rows = await check.query.run(undefined, client);
      results.push({ name: check.name, ok: rows.length === 0, detail: rows.length ? JSON.stringify(rows) : '' });
    }
    await commit.run(undefined, client);
    return results;
  } finally {
    await client.end();
  }
}
