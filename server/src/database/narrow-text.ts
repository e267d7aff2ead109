// Text columns held to a list by a CHECK constraint (a mode, a status, a method) come out of pgtyped
// as `string`; these narrow them to the list's type. narrowRows is for hot paths (thousands of settled
// rows, no copy, the constraint is trusted); oneOf checks a single value and throws when it is off the list.

/**
 * A row type as pgtyped generates it: the same columns, each text column typed `string`. A generated
 * row is assignable to it only when it has every column with its type, so a renamed, dropped or retyped
 * column fails to compile where the rows are narrowed.
 */
export type AsGenerated<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends string | null ? string | null : T[K] };

/**
 * The rows of a typed query read as `T`: its text columns narrowed to the unions the table's CHECK
 * constraints hold them to (a mode, a status). No copy: thousands of settled rows pass through here.
 */
export function narrowRows<T>(rows: AsGenerated<T>[]): T[] {
  return rows as T[];
}

/**
 * A text column that a CHECK constraint holds to a list (a status, a method, a kind), narrowed from the
 * generated row's `string` to the list's type. A value off the list is a bug of ours: it throws.
 */
export function oneOf<T extends string>(allowed: readonly T[], value: string, column: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`${column} holds ${JSON.stringify(value)}, not one of ${allowed.join(', ')}`);
  return value as T;
}
