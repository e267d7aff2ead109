import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';

interface FundsListProps<T> {
  query: UseQueryResult<T[]>;
  /** The reference's empty text, or a fuller empty state. */
  emptyText: ReactNode;
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
        <div className="empty" data-testid={`${testId}-empty`}>
          {typeof emptyText === 'string' ? <p>{emptyText}</p> : emptyText}
        </div>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
