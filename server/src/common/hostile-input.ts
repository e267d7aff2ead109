import { DomainError } from './domain-error';

/** How deep a request body may nest: deeper bodies are refused before class-transformer recurses into them. */
export const MAX_BODY_DEPTH = 32;

export const TOO_DEEP = 'Request body is nested too deeply';
export const BAD_CHARACTERS = 'contains characters that are not allowed';
export const BAD_FIELD_NAME = 'contains a field name with characters that are not allowed';
export const EXPONENT_NUMBER = 'must be written without an exponent';

/** NUL (PostgreSQL refuses it in text) and UTF-16 surrogates without their pair (encoders throw on them). */
const UNSAFE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isUnsafeText = (s: string): boolean => UNSAFE_TEXT.test(s);

export type HostileInput = { field: null; message: typeof TOO_DEEP } | { field: string; message: string };

/** A field's path as the API names it: `email`, `address.city`, `items.0`; `body` for the whole. */
const fieldName = (path: readonly (string | number)[], root: string) => (path.length ? path.join('.') : root);

/**
 * The first thing no request of ours may carry, or null: nesting deeper than `maxDepth`, a string
 * (value or key) with NUL or a lone surrogate, or a number that only an exponent can write (1e-7,
 * 1e21). An explicit stack, not recursion: the point is to survive what would overflow one.
 */
export function findHostileInput(value: unknown, root = 'body', maxDepth = MAX_BODY_DEPTH): HostileInput | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (isUnsafeText(v)) return { field: fieldName(path, root), message: BAD_CHARACTERS };
    } else if (typeof v === 'number') {
      if (/e/i.test(String(v))) return { field: fieldName(path, root), message: EXPONENT_NUMBER };
    } else if (v !== null && typeof v === 'object') {
      if (path.length >= maxDepth) return { field: null, message: TOO_DEEP };
      const entries = Array.isArray(v) ? v.map((item, i) => [i, item] as const) : Object.entries(v);
      for (const [key, item] of entries) {
        if (typeof key === 'string' && isUnsafeText(key)) return { field: fieldName(path, root), message: BAD_FIELD_NAME };
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

const capitalise = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/** The 400 for what findHostileInput found, naming the field as the validation pipe does. */
export function hostileInputError(found: HostileInput): DomainError {
  if (found.field === null) return new DomainError('BAD_REQUEST', found.message);
  return new DomainError('VALIDATION_FAILED', `${capitalise(found.field)} ${found.message}`, { [found.field]: found.message });
}
