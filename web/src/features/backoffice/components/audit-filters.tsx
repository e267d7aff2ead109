import type { FormEvent } from 'react';
import { AUDIT_KINDS } from '@contracts/backoffice';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useStaffMembers } from '../hooks/use-backoffice-queries';
import { AUDIT_KIND_LABELS, filterFromSearch, type AuditFilter } from '../lib/audit-filter';

interface AuditFiltersProps {
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}

/** The audit log's filters: staff, kind, item, client and days. Its fields start from the URL's filter (remount it with a new key when that changes). */
export function AuditFilters({ filter, onApply }: AuditFiltersProps) {
  const staff = useStaffMembers();
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Every field is a text input or a select: the values are strings, read as a URL query is.
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(e.currentTarget)) if (typeof value === 'string') values.set(name, value);
    onApply(filterFromSearch(values));
  };
  // A staff id in the URL that the list does not (yet) hold still shows, as its id.
  const actorKnown = !filter.actor || staff.data?.some((s) => s.id === filter.actor);
  return (
    <form className="card bo-audit-filters" onSubmit={apply} aria-label="Filter the audit log">
      <SelectField label="Staff" name="actor" defaultValue={filter.actor ?? ''} testId="bo-audit-actor">
        <option value="">Anyone</option>
        {!actorKnown && <option value={filter.actor}>{filter.actor}</option>}
        {staff.data?.map((s) => (
          <option key={s.id} value={s.id}>
            {s.email}
          </option>
        ))}
      </SelectField>
      <SelectField label="Kind" name="kind" defaultValue={filter.kind ?? ''} testId="bo-audit-kind">
        <option value="">All kinds</option>
        {AUDIT_KINDS.map((k) => (
          <option key={k} value={k}>
            {AUDIT_KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <TextField label="Item ID" name="item" defaultValue={filter.item ?? ''} maxLength={100} autoComplete="off" testId="bo-audit-item" />
      <TextField
        label="Client ID"
        name="client"
        defaultValue={filter.client ?? ''}
        maxLength={36}
        autoComplete="off"
        spellCheck={false}
        testId="bo-audit-client"
      />
      <TextField label="From" name="from" type="date" defaultValue={filter.from ?? ''} max={filter.to} testId="bo-audit-from" />
      <TextField label="To" name="to" type="date" defaultValue={filter.to ?? ''} min={filter.from} testId="bo-audit-to" />
      <div className="bo-audit-filters__actions">
        <button type="submit" className="btn btn--primary">
          Apply
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => onApply({})}>
          Clear
        </button>
      </div>
    </form>
  );
}
