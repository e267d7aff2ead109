/**
 * A LIKE / ILIKE pattern that finds `text` anywhere: its own `%`, `_` and `\` match themselves
 * (backslash is PostgreSQL's default escape character), so "50%" finds "50%", not "500".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
