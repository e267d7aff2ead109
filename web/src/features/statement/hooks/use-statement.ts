import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { saveFile } from '../../../shared/lib/save-file';
import { statementApi } from '../api/statement-api';
import { statementFileName, statementQuery, type StatementFilters } from '../lib/statement';

/** The statement's pages, newest first; "Load more" fetches the next (older) one by its cursor. */
export const useStatement = (filters: StatementFilters, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: queryKeys.statement(filters),
    queryFn: ({ pageParam, signal }) => statementApi.page(statementQuery(filters, { cursor: pageParam }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled,
  });

/** Downloads the whole range as CSV or PDF and saves it under a name that says what it holds. */
export const useStatementDownload = () =>
  useMutation({
    mutationFn: async ({ filters, format }: { filters: StatementFilters; format: 'csv' | 'pdf' }) => {
      saveFile(await statementApi.file(statementQuery(filters, { format })), statementFileName(filters, format));
    },
  });
