import { NO_PLAN, planById } from '@contracts/plans';

/** The quick picks of a plan upgrade's rejection, shared with the server. */
export { PLAN_REJECT_REASONS } from '@contracts/plans';

/** "Gold-7600" → "Gold"; None → "No plan"; an id off the catalogue is shown as it is. */
export function planName(id: string | null | undefined): string {
  if (!id || id === NO_PLAN) return 'No plan';
  return planById(id)?.name ?? id;
}

/** "Beginner-3000", "Gold-7600" → "Beginner → Gold". */
export const planChange = (from: string | null | undefined, to: string | null | undefined): string => `${planName(from)} → ${planName(to)}`;
