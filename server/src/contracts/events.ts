/** Socket.io events, typed once for the server (gateway and emitter) and the web app. */
import type { DepositDto, PublicPayoutDto, TradeDto, WithdrawalDto } from './api';
import type { ItemKind, VerificationStatus } from './account';
import type { PlanRequestState } from './plans';

export interface PriceTick {
  symbol: string;
  price: number;
  /** Epoch milliseconds of the tick. */
  time: number;
}

export interface TradeSettledEvent {
  trade: TradeDto;
  balance: number;
  demo_balance: number;
}

export interface TradeOpenedEvent {
  trade: TradeDto;
  balance: number;
  demo_balance: number;
}

export interface BalanceUpdatedEvent {
  balance: number;
  demo_balance: number;
}

/** The user's identity document was decided by staff. */
export interface KycUpdatedEvent {
  status: VerificationStatus;
  reason: string | null;
}

/** A back-office item (identity document, deposit, withdrawal, plan request) changed state. */
export interface BackofficeItemUpdatedEvent {
  kind: ItemKind;
  id: string;
  /** The state after the decision (`Awaiting second approval` after a first approval under four eyes). */
  state: string;
  /** The decision applied; null when the client changed the queue (a new item, a cancellation). */
  decision_id: string | null;
}

/** The user's plan or upgrade request changed (bought, requested, approved, rejected). */
export interface PlanUpdatedEvent {
  trading_plan: string;
  plan_request: PlanRequestState | null;
}

export interface ServerToClientEvents {
  /** Every visitor: the latest price of each instrument that moved, sent in batches. */
  'price:tick': (payload: { ticks: PriceTick[] }) => void;
  'trade:opened': (payload: TradeOpenedEvent) => void;
  'trade:settled': (payload: TradeSettledEvent) => void;
  'balance:updated': (payload: BalanceUpdatedEvent) => void;
  'kyc:updated': (payload: KycUpdatedEvent) => void;
  /** The owner: a deposit changed state (requested, credited, rejected, failed). */
  'deposit:updated': (payload: { deposit: DepositDto }) => void;
  /** The owner: a withdrawal changed state (requested, paid out, rejected, cancelled). */
  'withdrawal:updated': (payload: { withdrawal: WithdrawalDto }) => void;
  /** The owner: the plan or its upgrade request changed. */
  'plan:updated': (payload: PlanUpdatedEvent) => void;
  /** Every staff screen: a back-office item changed state (a decision was applied). */
  'backoffice:item-updated': (payload: BackofficeItemUpdatedEvent) => void;
  /** Every visitor: the latest winning settlements, anonymised. */
  'payout:new': (payload: { payouts: PublicPayoutDto[] }) => void;
}

/** The answer to `auth`: whether the socket is (still) in its user's rooms. */
export interface SocketAuthResult {
  ok: boolean;
}

export interface ClientToServerEvents {
  /**
   * Re-authenticates the socket with a fresh access token (sent after each token refresh). Without it
   * the socket leaves its user's rooms when the handshake's token expires. An invalid, revoked or
   * expired token leaves them at once.
   */
  auth: (payload: { token: string }, ack?: (result: SocketAuthResult) => void) => void;
}

export const userRoom = (userId: string): string => `user:${userId}`;

/** Every socket of a signed-in staff member or admin: the back office's live updates. */
export const staffRoom = 'staff';

/** Every socket of one session: what a logout or password change disconnects. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
