/** Socket.io events, typed once for the server (gateway and emitter) and the web app. */
import type { DepositDto, WithdrawalDto } from './funds';
import type { PublicPayoutDto, TradeDto } from './trading';
import type { VersionedBalances } from './api';
import type { ItemKind, VerificationStatus } from './account';
import type { CaseAssignee, CaseNote } from './cases';
import type { PlanRequestState } from './plans';
import type { Signed, TickCommitment } from './provable/statements';

export interface PriceTick {
  symbol: string;
  price: number;
  /** Epoch milliseconds of the tick. */
  time: number;
}

export interface TradeSettledEvent extends VersionedBalances {
  trade: TradeDto;
  balance: number;
  demo_balance: number;
}

export interface TradeOpenedEvent extends VersionedBalances {
  trade: TradeDto;
  balance: number;
  demo_balance: number;
}

export interface BalanceUpdatedEvent extends VersionedBalances {
  balance: number;
  demo_balance: number;
}

/** The user's identity document was decided by staff. */
export interface KycUpdatedEvent {
  status: VerificationStatus;
  reason: string | null;
}

/** A back-office item (identity document, deposit, withdrawal, plan request) changed state. */
export interface BackofficeCaseUpdatedEvent {
  kind: ItemKind;
  id: string;
  /** Who works the item now. */
  assignee: CaseAssignee | null;
  /** The note just added, if that is what changed. */
  note: CaseNote | null;
}

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

/** The events to one user (all their tabs), as the server's code sends them (RealtimeService.toUser). */
export interface UserEvents {
  'trade:opened': TradeOpenedEvent;
  'trade:settled': TradeSettledEvent;
  'balance:updated': BalanceUpdatedEvent;
  'kyc:updated': KycUpdatedEvent;
  /** The owner: a deposit changed state (requested, credited, rejected, failed). */
  'deposit:updated': { deposit: DepositDto };
  /** The owner: a withdrawal changed state (requested, paid out, rejected, cancelled). */
  'withdrawal:updated': { withdrawal: WithdrawalDto };
  /** The owner: the plan or its upgrade request changed. */
  'plan:updated': PlanUpdatedEvent;
}

export type UserEventName = keyof UserEvents;

const USER_EVENT_SET: Record<UserEventName, true> = {
  'trade:opened': true,
  'trade:settled': true,
  'balance:updated': true,
  'kyc:updated': true,
  'deposit:updated': true,
  'withdrawal:updated': true,
  'plan:updated': true,
};

/** Every user event's name (the client orders these by their sequence numbers). */
export const USER_EVENT_NAMES = Object.keys(USER_EVENT_SET) as UserEventName[];

export const isUserEvent = (name: string): name is UserEventName => Object.prototype.hasOwnProperty.call(USER_EVENT_SET, name);

/**
 * Every event to a user carries its place in that user's sequence (1, 2, 3...; DESIGN "Live events"):
 * a client that sees a gap, or reconnects, asks `GET /api/realtime/events?after=` for what it missed.
 */
export interface Sequenced {
  seq: number;
}

export type SequencedUserEvents = { [E in UserEventName]: (payload: UserEvents[E] & Sequenced) => void };

/** One event of the user's log, as `GET /api/realtime/events` answers it. */
export type LoggedUserEvent = { [E in UserEventName]: { seq: number; event: E; payload: UserEvents[E] & Sequenced } }[UserEventName];

/**
 * `GET /api/realtime/events?after=<seq>`: the caller's events after `seq`, oldest first, and the current
 * sequence number. `complete` is false when the log (at least the latest USER_EVENT_LOG_SIZE events, kept
 * about an hour) no longer holds all of them: the client then refetches everything instead. Without `after`: no
 * events, only the current `seq`.
 */
export interface MissedEventsDto {
  events: LoggedUserEvent[];
  complete: boolean;
  seq: number;
}

/**
 * How many of a user's latest publishes the log keeps (each of one event or more: at least this many
 * events), and for how long after the last one.
 */
export const USER_EVENT_LOG_SIZE = 200;
export const USER_EVENT_LOG_TTL_SECONDS = 3600;

export interface ServerToClientEvents extends SequencedUserEvents {
  /** Every visitor: the latest price of each instrument that moved, sent in batches. */
  'price:tick': (payload: { ticks: PriceTick[] }) => void;
  /** Every visitor: each second's ticks committed and signed, as the second ends (its ticks: GET /api/market/commitments). */
  'market:commitment': (payload: Signed<TickCommitment>) => void;
  /**
   * This socket only, each time it joins its user's rooms (connection, `auth`): the user's current
   * sequence number, from which on every event reaches it. Above the last one the client applied: it
   * missed some, and asks for them.
   */
  'realtime:seq': (payload: Sequenced) => void;
  /** Every staff screen: a back-office item changed state (a decision was applied). */
  'backoffice:item-updated': (payload: BackofficeItemUpdatedEvent) => void;
  /** Every staff screen: an item was claimed, released or taken over, or got a note. */
  'backoffice:case-updated': (payload: BackofficeCaseUpdatedEvent) => void;
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
