import type { ReactNode } from 'react';
import { TableHead } from '../../../../shared/ui/table-head';

/** A column of a client page's table: its heading (each cell's label on a phone) and what a row shows in it. */
export interface ClientColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Figures: right-aligned, tabular. */
  num?: boolean;
}

interface ClientTableProps<T> {
  rows: readonly T[];
  columns: readonly ClientColumn<T>[];
  rowKey: (row: T) => string;
  /** What an empty list says. */
  empty: string;
  testId: string;
}

/** One list of the client's: a table at desktop width, one card of labelled lines a row on a phone (.bo-table). */
export function ClientTable<T>({ rows, columns, rowKey, empty, testId }: ClientTableProps<T>) {
  if (!rows.length) {
    return (
      <p className="muted bo-client-page__empty" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  return (
    <div className="table-scroll">
      <table className="table bo-table bo-client-page__table" data-testid={testId}>
        <TableHead columns={columns.map((c) => c.label)} />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((c) => (
                <td key={c.label} data-label={c.label} className={c.num ? 'num' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
