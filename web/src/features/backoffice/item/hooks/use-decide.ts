import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../../shared/api/api-error';
import { itemApi } from '../item-api';
import { backofficeKeys } from '../../../../shared/api/query-keys';
import type { DecisionAction, DecisionInput } from '../lib/decision-summary';
import type { ReviewKind } from '../lib/item-kind';
import { DECISION_POLL_FOR_MS, type RecordedDecision } from './use-item-queries';

export const isConflict = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 409;

/**
 * Sends a decision. A 202 hands the page the recorded decision (it then waits to see it applied);
 * a 409 (already decided, the same approver twice, claimed by another) refreshes the item so the page shows why.
 */
export function useDecide(kind: ReviewKind, id: string, onRecorded: (decision: RecordedDecision) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, input }: { action: DecisionAction; input: DecisionInput }) => itemApi.decide(kind, id, action, input),
    onSuccess: (accepted) => {
      onRecorded({ decisionId: accepted.decision_id, fromState: accepted.state, pollUntil: Date.now() + DECISION_POLL_FOR_MS });
    },
    onError: (error) => {
      if (!isConflict(error)) return;
      void queryClient.invalidateQueries({ queryKey: backofficeKeys.item(kind, id) });
    },
  });
}
