const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 10000 → "10,000.00" (amounts are dollars with two decimals). */
export function formatAmount(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? usd.format(value) : '-';
}

/** 10000 → "$10,000.00". */
export function formatUsd(value: number | null | undefined): string {
  const text = formatAmount(value);
  return text === '-' ? text : `$${text}`;
}
