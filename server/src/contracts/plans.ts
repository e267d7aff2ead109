/** The trading plans ladder and the rules of its buttons, shared by the server and the web app. */
import type { VersionedBalances } from './api';

/** The user's trading_plan reads "<name>-<price>" (the plan's id), or None before any plan. */
export const NO_PLAN = 'None';

export interface Plan {
  /** What trading_plan holds: "Gold-7600". */
  id: string;
  name: string;
  /** USD, charged from the real balance. */
  price: number;
  /** Trades the plan's automated trader (ATS) may place per UTC day. */
  trades_per_day: number;
  vip: boolean;
  /** What the pricing page and the plan cards list. */
  features: string[];
}

const plan = (name: string, price: number, trades_per_day: number, vip = false): Plan => ({
  id: `${name}-${price}`,
  name,
  price,
  trades_per_day,
  vip,
  features: [
    `Automated trader (ATS): ${trades_per_day} ${trades_per_day === 1 ? 'trade' : 'trades'} a day`,
    'All cryptocurrency and currency pairs',
    'Every expiry time and payout option',
    ...(vip ? ['VIP status'] : []),
  ],
});

/** Plans in ladder order. */
export const PLANS: readonly Plan[] = [plan('Beginner', 3000, 1), plan('Gold', 7600, 5), plan('Platinum', 21199, 10), plan('Diamond', 50730, 14, true)];

export const PLAN_IDS: readonly string[] = PLANS.map((p) => p.id);

export const planById = (id: string | null | undefined): Plan | undefined => PLANS.find((p) => p.id === id);

/** The plan's place on the ladder: 0 for None (or anything unknown), 1 for Beginner ... 4 for Diamond. */
export const planRank = (tradingPlan: string | null | undefined): number => PLANS.findIndex((p) => p.id === tradingPlan) + 1;

export const PLAN_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];

/** The user's latest upgrade request, as `plan_request` on the user. */
export interface PlanRequestState {
  plan: string;
  status: PlanRequestStatus;
  requested_at: string;
  /** A rejection's reason. */
  reason?: string | null;
  decided_at?: string | null;
}

/**
 * Staff quick picks when rejecting a plan upgrade (the reason is free text the client is shown, checked
 * as deposits' and withdrawals' are; `Other` means write one).
 */
export const PLAN_REJECT_REASONS = ['Payment source unclear', 'Account under review', 'Identity not verified', 'Other'] as const;

/** The reference's five button states of a plan card. */
export type PlanButton = 'Request Plan' | 'Active' | 'Requested' | 'Nil' | 'Request Upgrade';

/**
 * The button of `card` for this user: None -> Request Plan everywhere; the user's plan -> Active; the
 * plan of an upgrade awaiting approval -> Requested; below the user's plan -> Nil (disabled); above -> Request Upgrade.
 */
export function planButton(card: Plan, user: { trading_plan: string; plan_request: PlanRequestState | null }): PlanButton {
  const current = planRank(user.trading_plan);
  if (current === 0) return 'Request Plan';
  if (card.id === user.trading_plan) return 'Active';
  if (user.plan_request?.status === 'Pending' && user.plan_request.plan === card.id) return 'Requested';
  return planRank(card.id) < current ? 'Nil' : 'Request Upgrade';
}

export const PLAN_MESSAGES = {
  insufficient: 'Insufficient balance',
  alreadyHasPlan: 'You already have a plan: request an upgrade instead',
  noPlanYet: 'You have no plan yet: choose one with Request Plan',
  notHigher: 'Choose a plan higher than your current plan',
  requestOpen: 'You already have a plan upgrade awaiting approval',
  planSet: 'Plan activated',
  upgradeRequested: 'Upgrade requested: the difference is held until our staff review it',
  unknownPlan: `must be one of ${PLAN_IDS.join(', ')}`,
} as const;

/** `POST /api/users/request-plan-update`: the request as the user now carries it, and the balances after the hold. */
export interface PlanRequestAnswer extends VersionedBalances {
  plan_request: PlanRequestState;
  balance: number;
  demo_balance: number;
}
