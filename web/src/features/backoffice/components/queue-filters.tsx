import { SLA_STATES } from '@contracts/cases';
import { SelectField } from '../../../shared/ui/select-field';
import { SLA_LABELS } from '../lib/case-labels';
import { hasMoneyFilters, type QueueFilter } from '../lib/queue-filter';
import type { QueueName } from '../lib/queues';

interface QueueFiltersProps {
  queue: QueueName;
  filter: QueueFilter;
  onChange: (filter: QueueFilter) => void;
}

/** Who works the items, their SLA, "awaiting my approval" and the order; each change applies at once (and lands in the URL). */
export function QueueFilters({ queue, filter, onChange }: QueueFiltersProps) {
  const money = hasMoneyFilters(queue);
  return (
    <div className="bo-queue-filters" role="group" aria-label="Filters">
      <SelectField
        label="Assignee"
        value={filter.assignee ?? ''}
        onChange={(e) => onChange({ ...filter, assignee: e.target.value === 'me' || e.target.value === 'unassigned' ? e.target.value : undefined })}
        testId="bo-filter-assignee"
      >
        <option value="">Anyone</option>
        <option value="me">Mine</option>
        <option value="unassigned">Unassigned</option>
      </SelectField>
      <SelectField
        label="SLA"
        value={filter.sla ?? ''}
        onChange={(e) => onChange({ ...filter, sla: SLA_STATES.find((s) => s === e.target.value) })}
        testId="bo-filter-sla"
      >
        <option value="">Any</option>
        {SLA_STATES.map((s) => (
          <option key={s} value={s}>
            {SLA_LABELS[s]}
          </option>
        ))}
      </SelectField>
      {money && (
        <SelectField
          label="Order"
          value={filter.sort ?? ''}
          onChange={(e) => onChange({ ...filter, sort: e.target.value === 'amount' ? 'amount' : undefined })}
          testId="bo-filter-sort"
        >
          <option value="">Oldest first</option>
          <option value="amount">Largest amount</option>
        </SelectField>
      )}
      {money && (
        <button
          type="button"
          className="bo-chip bo-queue-filters__toggle"
          aria-pressed={Boolean(filter.awaiting)}
          onClick={() => onChange({ ...filter, awaiting: filter.awaiting ? undefined : true })}
          data-testid="bo-filter-awaiting"
        >
          Awaiting my approval
        </button>
      )}
    </div>
  );
}
