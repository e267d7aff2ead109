/**
 * A text column that a CHECK constraint holds to a list (a status, a method, a kind), narrowed from the
 * generated row's `string` to the list's type. A value off the list is a bug of ours: it throws.
 */
export function oneOf<T extends string>(allowed: readonly T[], value: string, column: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`${column} holds ${JSON.stringify(value)}, not one of ${allowed.join(', ')}`);
  return value as T;
}
