const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An API timestamp in local time as a date and a time: ["22 Nov 2025", "14:03:12"]; null when absent. */
export function dateTimeParts(value: string | null | undefined): [string, string] | null {
  const date = parse(value);
  return date ? [dateFormat.format(date), timeFormat.format(date)] : null;
}
