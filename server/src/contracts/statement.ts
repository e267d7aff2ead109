/** An account statement: every ledger movement of the client's real or demo account (DESIGN "Client protections"). */
import type { AccountMode } from './trade-rules';

/**
 * Every ledger kind a user account can see, with the words the screen and the PDF show for it. The
 * kinds that never touch a user account (a lost stake, a withdrawal paid out, a plan charged: system
 * account to system account) have words too, so a label never falls back for a kind the ledger writes.
 */
export const STATEMENT_KIND_LABELS = {
  deposit: 'Deposit',
  withdrawal_hold: 'Withdrawal hold',
  withdrawal_refund: 'Withdrawal refund',
  withdrawal_payout: 'Withdrawal payout',
  trade_stake: 'Trade stake',
  trade_release: 'Trade stake returned',
  trade_profit: 'Trade profit',
  trade_loss: 'Trade loss',
  trade_close: 'Early close',
  plan_purchase: 'Plan purchase',
  plan_hold: 'Plan upgrade hold',
  plan_charge: 'Plan upgrade charge',
  plan_refund: 'Plan upgrade refund',
  demo_grant: 'Demo grant',
  demo_reset: 'Demo reset',
  adjustment_credit: 'Balance adjustment (credit)',
  adjustment_debit: 'Balance adjustment (debit)',
} as const;

export type StatementKind = keyof typeof STATEMENT_KIND_LABELS;
export const STATEMENT_KINDS = Object.keys(STATEMENT_KIND_LABELS) as StatementKind[];

/** The words for a kind; a kind written after this list ("fee_charge") reads "Fee charge" rather than nothing. */
export function statementKindLabel(kind: string): string {
  if (kind in STATEMENT_KIND_LABELS) return STATEMENT_KIND_LABELS[kind as StatementKind];
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The kind filter's groups as the screen offers them: each is the `kind` list it sends. */
export const STATEMENT_KIND_GROUPS = [
  { id: 'deposits', label: 'Deposits', kinds: ['deposit'] },
  { id: 'withdrawals', label: 'Withdrawals', kinds: ['withdrawal_hold', 'withdrawal_refund'] },
  { id: 'trades', label: 'Trades', kinds: ['trade_stake', 'trade_release', 'trade_profit', 'trade_close'] },
  { id: 'plans', label: 'Plans', kinds: ['plan_purchase', 'plan_hold', 'plan_refund'] },
  { id: 'demo', label: 'Demo balance', kinds: ['demo_grant', 'demo_reset'] },
  { id: 'adjustments', label: 'Adjustments', kinds: ['adjustment_credit', 'adjustment_debit'] },
] as const satisfies readonly { id: string; label: string; kinds: readonly StatementKind[] }[];

export const STATEMENT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The longest range one statement covers (a year, a leap year's included). */
export const STATEMENT_MAX_DAYS = 366;
/** Without `from`, a statement starts this many days before its end. */
export const STATEMENT_DEFAULT_DAYS = 30;
export const STATEMENT_PAGE_DEFAULT = 50;
export const STATEMENT_PAGE_MAX = 500;
/** The most movements one PDF holds (about 220 pages); the CSV has no bound. */
export const STATEMENT_PDF_MAX_LINES = 10_000;

/** The CSV's first line, exactly. */
export const STATEMENT_CSV_HEADER = 'time,kind,reference,amount,balance';

export const STATEMENT_MESSAGES = {
  fromAfterTo: 'From must be before to',
  tooLong: `A statement covers at most ${STATEMENT_MAX_DAYS} days`,
  badCursor: 'Cursor is invalid',
  pdfTooLong: `A PDF statement holds at most ${STATEMENT_PDF_MAX_LINES.toLocaleString('en-US')} movements: choose a shorter period, or download the CSV`,
} as const;

/** One ledger movement of the account. */
export interface StatementLineDto {
  /** When the transfer was written (ISO 8601, UTC). */
  time: string;
  /** The ledger kind (STATEMENT_KIND_LABELS has its words). */
  kind: string;
  /** The transfer's unique reference (`deposit:12:credit`, `trade:345:stake`). */
  reference: string;
  /** USD, signed: positive is money in to the client, negative money out. */
  amount: number;
  /** USD: the account's balance right after this movement. */
  balance: number;
}

/**
 * `GET /api/account/statement` (JSON): one page of the range's movements, newest first. Opening and
 * closing balances are the account's at the range's start and end, whatever the kind filter.
 */
export interface StatementDto {
  mode: AccountMode;
  /** The range as applied: `from` included, `to` excluded (ISO 8601, UTC). */
  from: string;
  to: string;
  items: StatementLineDto[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: string | null;
  opening_balance: number;
  closing_balance: number;
}
