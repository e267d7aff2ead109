import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../../../shared/api/api-error';
import { itemApi } from '../item-api';
import { backofficeKeys } from '../../../../shared/api/query-keys';
import { reviewStateOf, type ReviewKind } from '../lib/item-kind';

/** A recorded decision the page waits to see applied: the item's state when it was recorded, and until when to poll. */
export interface RecordedDecision {
  decisionId: string;
  fromState: string;
  pollUntil: number;
}

export const DECISION_POLL_MS = 1000;
/** How long the page polls for a recorded decision before it relies on the socket alone. */
export const DECISION_POLL_FOR_MS = 10_000;

/**
 * The item under review. The socket refreshes it when a decision is applied; while one of ours is
 * recorded but not yet seen applied, it is also polled every second for at most ten.
 */
export function useStaffItem(kind: ReviewKind, id: string, waiting: RecordedDecision | null) {
  return useQuery({
    queryKey: backofficeKeys.item(kind, id),
    queryFn: ({ signal }) => itemApi.item(kind, id, signal),
    refetchInterval: (query) => {
      const data = query.state.data;
      return waiting && data && Date.now() < waiting.pollUntil && reviewStateOf(data) === waiting.fromState ? DECISION_POLL_MS : false;
    },
    // A missing item stays missing: no retries for a 404.
    retry: (count, error) => count < 2 && !(error instanceof ApiRequestError && error.status === 404),
  });
}

/** The client's summary beside the item: balances, identity, recent money and trades (nothing is fetched without a user id). */
export function useClientSummary(userId: string | undefined) {
  return useQuery({
    queryKey: backofficeKeys.client(userId ?? ''),
    queryFn: userId ? ({ signal }) => itemApi.client(userId, signal) : skipToken,
  });
}
