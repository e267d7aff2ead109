import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';

interface FundsListProps<T> {
  query: UseQueryResult<T[]>;
  emptyText: string;
  testId: string;
  children: (items: T[]) => ReactNode;
}

/** A history card: loading, the load error, the reference's empty text, or the rows. */
export function FundsList<T>({ query, emptyText, testId, children }: FundsListProps<T>) {
  return (
    <div className="card table-card">
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <Alert testId={`${testId}-error`}>{errorMessage(query.error)}</Alert>
      ) : query.data.length === 0 ? (
        <p className="empty" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
