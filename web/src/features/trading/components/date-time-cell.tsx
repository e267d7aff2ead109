import { dateTimeParts } from '../../../shared/format/date-time';

/** A timestamp in a table cell: the date, and the time under it. */
export function DateTimeCell({ value }: { value: string | null }) {
  const parts = dateTimeParts(value);
  if (!parts) return <>-</>;
  return (
    <span className="date-time">
      <span>{parts[0]}</span>
      <span className="muted">{parts[1]}</span>
    </span>
  );
}
