/** The back office's view of clients: the search by e-mail, name or id, and the client's whole page (DESIGN "Back office as a case manager"). */
import type { IdMethod, ItemKind, KycStatus, VerificationStatus } from './account';
import type { AccountStatus, AccountStatusDto } from './account-status';
import type { LoginEventDto, SessionDto } from './account-security';
import type { BackofficeClientSummary } from './backoffice';
import type { DepositDto, WithdrawalDto } from './funds';
import type { StatementLineDto } from './statement';
import type { TradeDto } from './trading';

/** `GET /api/backoffice/search?q=`: the query's length once trimmed (characters), and the most clients one answer holds. */
export const CLIENT_SEARCH_MIN_LENGTH = 2;
export const CLIENT_SEARCH_MAX_LENGTH = 200;
export const CLIENT_SEARCH_LIMIT = 20;
export const CLIENT_SEARCH_LENGTH_MESSAGE = `Search must be ${CLIENT_SEARCH_MIN_LENGTH} to ${CLIENT_SEARCH_MAX_LENGTH} characters`;

/** The client page's lists (deposits, withdrawals, trades, statement, login history) hold the latest this many, newest first. */
export const CLIENT_PAGE_LIST_LIMIT = 50;

export const CLIENT_NOT_FOUND = 'Client not found';

/** One of the client's items in a review queue, waiting or decided; `amount` in USD, null for an identity document. */
export interface ClientCase {
  kind: ItemKind;
  id: string;
  state: string;
  amount: number | null;
  created_at: string;
}

/** The item states that wait for staff: what the search lists as a client's open items. */
export const WAITING_STATE = 'Pending';

/** A client the search found, with their items waiting for staff in every queue (newest first). */
export interface ClientSearchHit {
  id: string;
  name: string;
  email: string;
  status: AccountStatus;
  kyc_status: KycStatus;
  created_at: string;
  open_items: ClientCase[];
}

/** `GET /api/backoffice/search?q=`: clients whose e-mail or name holds `q` (any case), or whose id it is. */
export interface ClientSearchResult {
  clients: ClientSearchHit[];
}

/** Who the client says they are (profile completion fills the address fields; null until then). */
export interface ClientProfile {
  firstname: string;
  lastname: string;
  email: string;
  email_verified: boolean;
  phone: string | null;
  gender: string | null;
  /** YYYY-MM-DD. */
  date_of_birth: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  created_at: string;
}

/** One identity document the client uploaded, with its review; `file_url` is served to staff with the bearer token. */
export interface ClientDocument {
  id: string;
  method: IdMethod;
  status: VerificationStatus;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
  file_url: string;
}

/** A live sign-in of the client, as their security screen lists it. */
export type ClientSession = Omit<SessionDto, 'current'>;

/** An internal note staff left on one of the client's items. */
export interface ClientNote {
  id: string;
  author_id: string | null;
  author_email: string | null;
  item_kind: string;
  item_id: string;
  text: string;
  created_at: string;
}

/**
 * `GET /api/backoffice/clients/:id`: the client whole. Every field of the summary beside an item stays
 * (`balance` real and `demo_balance` are the balances, `protections` the limits and exclusions); lists are
 * newest first.
 */
export interface BackofficeClient extends BackofficeClientSummary, AccountStatusDto {
  profile: ClientProfile;
  /** Every identity document. */
  documents: ClientDocument[];
  /** The latest CLIENT_PAGE_LIST_LIMIT of each; trades and statement of the real account. */
  deposits: DepositDto[];
  withdrawals: WithdrawalDto[];
  trades: TradeDto[];
  statement: StatementLineDto[];
  sessions: ClientSession[];
  login_history: LoginEventDto[];
  notes: ClientNote[];
  /** Every item of the client in every queue, waiting or decided. */
  cases: ClientCase[];
}
