import type { UserDto } from '@contracts/account';
import type { PlanUpdatedEvent } from '@contracts/events';
import { planButton, planById, type Plan, type PlanButton, type PlanRequestState } from '@contracts/plans';
import { formatUsd } from '../../../shared/format/money';

type PlanHolder = Pick<UserDto, 'trading_plan' | 'plan_request'>;

/** What a card's button does: buy the first plan (charged now) or ask for an upgrade (the difference held). */
export interface PlanAction {
  button: PlanButton;
  kind: 'buy' | 'upgrade' | null;
  /** USD charged (buy) or held (upgrade). */
  amount: number;
}

export function planAction(card: Plan, user: PlanHolder): PlanAction {
  const button = planButton(card, user);
  if (button === 'Request Plan') return { button, kind: 'buy', amount: card.price };
  if (button === 'Request Upgrade') return { button, kind: 'upgrade', amount: card.price - (planById(user.trading_plan)?.price ?? 0) };
  return { button, kind: null, amount: 0 };
}

/**
 * What the button reads: the reference's words, except its "Nil" for a plan below the client's, which
 * says nothing to a client; the button stays disabled.
 */
export function planButtonLabel(button: PlanButton): string {
  return button === 'Nil' ? 'Below your plan' : button;
}

/**
 * The automated trader's panel without a plan, on the plans screen itself (below the four plans): the
 * API's words send the client to "the Plans page", where they already are.
 */
export const atsNeedsPlanText = 'The automated trader comes with a trading plan: choose one of the plans above to switch it on.';

/** The confirmation's words: exactly what moves, and when. */
export function confirmText(card: Plan, action: PlanAction): string {
  if (action.kind === 'buy') return `${formatUsd(action.amount)} will be charged from your real balance now and ${card.name} becomes your plan.`;
  return `${formatUsd(action.amount)} (the difference) will be held from your real balance until our staff approve your upgrade to ${card.name}; if they decline it, it is refunded.`;
}

const nameOf = (id: string) => planById(id)?.name ?? id;

/** The latest upgrade request, as a status line; null before any. */
export function requestStatus(request: PlanRequestState | null, currentPlan: string): { tone: 'info' | 'success' | 'error'; text: string } | null {
  if (!request) return null;
  const amount = formatUsd((planById(request.plan)?.price ?? 0) - (planById(currentPlan)?.price ?? 0));
  switch (request.status) {
    case 'Pending':
      return { tone: 'info', text: `Upgrade to ${nameOf(request.plan)} awaiting approval: ${amount} held.` };
    case 'Approved':
      return { tone: 'success', text: `Upgrade to ${nameOf(request.plan)} approved.` };
    case 'Rejected':
      return {
        tone: 'error',
        text: `Upgrade to ${nameOf(request.plan)} declined${request.reason ? `: ${request.reason}` : ''}. The amount held was refunded.`,
      };
  }
}

/** The toast of a staff decision arriving live; null for other changes (the client's own). */
export function planEventMessage(event: PlanUpdatedEvent): { type: 'success' | 'error'; text: string } | null {
  const r = event.plan_request;
  if (!r || !r.decided_at) return null;
  if (r.status === 'Approved') return { type: 'success', text: `Your ${nameOf(r.plan)} plan is active.` };
  if (r.status === 'Rejected') return { type: 'error', text: `Your upgrade to ${nameOf(r.plan)} was declined${r.reason ? `: ${r.reason}` : ''}.` };
  return null;
}
