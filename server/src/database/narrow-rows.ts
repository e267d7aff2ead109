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
