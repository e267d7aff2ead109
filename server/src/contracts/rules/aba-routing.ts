/** An ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10. */
export function isAbaRoutingNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}
