import { STATEMENT_KIND_GROUPS } from '@contracts/statement';
import { ACCOUNT_MODES, type AccountMode } from '@contracts/trade-rules';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import type { StatementFilters } from '../lib/statement';

const MODE_LABEL: Record<AccountMode, string> = { real: 'Real', demo: 'Demo' };

interface Props {
  filters: StatementFilters;
  error?: string;
  onChange: (filters: StatementFilters) => void;
}

/** Which account (Real or Demo), which days and which kind of movement. */
export function StatementFiltersForm({ filters, error, onChange }: Props) {
  const set = (patch: Partial<StatementFilters>) => onChange({ ...filters, ...patch });
  return (
    <form className="statement-filters" role="search" aria-label="Filter the statement" onSubmit={(e) => e.preventDefault()}>
      <div className="statement-field">
        <span className="field__label" id="statement-mode-label">
          Account
        </span>
        <div className="statement-mode" role="group" aria-labelledby="statement-mode-label">
          {[...ACCOUNT_MODES].reverse().map((m) => (
            <button
              key={m}
              type="button"
              className="statement-mode__btn"
              aria-pressed={filters.mode === m}
              data-testid={`statement-mode-${m}`}
              onClick={() => set({ mode: m })}
            >
              {MODE_LABEL[m]}
            </button>
          ))}
        </div>
      </div>
      <TextField
        label="From"
        type="date"
        testId="statement-from"
        value={filters.from}
        max={filters.to || undefined}
        error={error}
        onChange={(e) => set({ from: e.target.value })}
      />
      <TextField
        label="To"
        type="date"
        testId="statement-to"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => set({ to: e.target.value })}
      />
      <SelectField
        label="Kind"
        testId="statement-kind"
        value={filters.group}
        onChange={(e) => set({ group: STATEMENT_KIND_GROUPS.find((g) => g.id === e.target.value)?.id ?? '' })}
      >
        <option value="">All movements</option>
        {STATEMENT_KIND_GROUPS.map((g) => (
          <option key={g.id} value={g.id}>
            {g.label}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
