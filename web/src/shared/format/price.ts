/** A quote with the instrument's decimals; "-" when there is none. */
export function formatPrice(price: number | null | undefined, decimals = 2): string {
  if (typeof price !== 'number' || !Number.isFinite(price)) return '-';
  return price.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
