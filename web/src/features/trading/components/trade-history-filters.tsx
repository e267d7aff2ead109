import { TRADE_STATUSES } from '@contracts/trade-rules';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { hasFilters, NO_FILTERS, type HistoryFilters } from '../lib/trade-history';
import { statusLabel } from '../lib/trade-status';

interface Props {
  filters: HistoryFilters;
  instruments: { symbol: string; name: string }[];
  onChange: (filters: HistoryFilters) => void;
}

/** Instrument, status and a date range over the fetched rows; every change lands in the URL. */
export function TradeHistoryFilters({ filters, instruments, onChange }: Props) {
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch });
  // A linked instrument the rows no longer hold stays selectable, so the select shows what filters.
  const options =
    filters.symbol && !instruments.some((i) => i.symbol === filters.symbol) ? [...instruments, { symbol: filters.symbol, name: filters.symbol }] : instruments;
  return (
    <form className="th-filters" role="search" aria-label="Filter trades" onSubmit={(e) => e.preventDefault()}>
      <SelectField label="Instrument" testId="th-filter-symbol" value={filters.symbol ?? ''} onChange={(e) => set({ symbol: e.target.value || null })}>
        <option value="">All instruments</option>
        {options.map((i) => (
          <option key={i.symbol} value={i.symbol}>
            {i.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Status"
        testId="th-filter-status"
        value={filters.status ?? ''}
        onChange={(e) => set({ status: TRADE_STATUSES.find((s) => s === e.target.value) ?? null })}
      >
        <option value="">All statuses</option>
        {TRADE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="From"
        type="date"
        testId="th-filter-from"
        value={filters.from ?? ''}
        max={filters.to ?? undefined}
        onChange={(e) => set({ from: e.target.value || null })}
      />
      <TextField
        label="To"
        type="date"
        testId="th-filter-to"
        value={filters.to ?? ''}
        min={filters.from ?? undefined}
        onChange={(e) => set({ to: e.target.value || null })}
      />
      {hasFilters(filters) && (
        <button type="button" className="btn btn--ghost th-filters__clear" data-testid="th-filter-clear" onClick={() => onChange(NO_FILTERS)}>
          Clear
        </button>
      )}
    </form>
  );
}
