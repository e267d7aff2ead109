/**
 * The one byte form of a signed or hashed value: RFC 8785 (JSON Canonicalization Scheme) for the
 * values we sign, which are plain objects, arrays, strings, booleans, null and finite numbers. Object
 * keys sorted by UTF-16 code units, no whitespace; JSON.stringify's forms of strings and numbers are
 * exactly RFC 8785's. Anything else (undefined, NaN, a Date) is refused rather than encoded loosely.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Not a canonical number: ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`Not a canonical JSON value: ${typeof value}`);
}

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
