/**
 * The value when it is there; otherwise an error that says what was missing. For the places where the
 * code knows a value exists (a flag parseFlags required, a process spawn started, an environment
 * variable global setup sets): instead of a `!`, which would fail later and further away, it fails at
 * once and says why.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing ${what}`);
  return value;
}
