import { LIMIT_RAISE_DELAY_HOURS } from '../contracts/protections';

/** One limit as kept: the value in force (null: none) and a raise or removal waiting until pendingFrom. */
export interface LimitState {
  value: number | null;
  pendingValue: number | null;
  pendingFrom: Date | null;
}

export const NO_LIMIT: Readonly<LimitState> = { value: null, pendingValue: null, pendingFrom: null };

/** The state at `now`: a change whose time has come is in force. */
export function limitAt(state: LimitState, now: Date): LimitState {
  if (state.pendingFrom && state.pendingFrom <= now) return { value: state.pendingValue, pendingValue: null, pendingFrom: null };
  return state;
}

/**
 * The client asks for `requested` (null: remove). Lowering, or setting where there was none, applies
 * at once and drops any waiting change; raising or removing waits LIMIT_RAISE_DELAY_HOURS, keeping the
 * time already waited when the same change is asked again; asking for the value in force cancels it.
 */
export function changeLimit(current: LimitState, requested: number | null, now: Date): LimitState {
  const { value, pendingValue, pendingFrom } = limitAt(current, now);
  const tighter = requested !== null && (value === null || requested < value);
  if (tighter || requested === value) return { value: requested, pendingValue: null, pendingFrom: null };
  if (pendingFrom && pendingValue === requested) return { value, pendingValue, pendingFrom };
  return { value, pendingValue: requested, pendingFrom: new Date(now.getTime() + LIMIT_RAISE_DELAY_HOURS * 3_600_000) };
}
