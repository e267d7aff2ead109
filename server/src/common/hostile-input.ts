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
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: v, path } = next;
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

/**
 * The field of the first number written with an exponent (`1e2`, `5E-3`) in raw JSON text, or null:
 * parsing would turn `1e2` into 100 and hide its form. Containers and keys are tracked as the
 * text is read; strings are skipped, so a "1e2" in text is no number.
 */
export function exponentNumberField(json: string, root = 'body'): string | null {
  if (!/[0-9.][eE]/.test(json)) return null;
  const path: (string | number)[] = [];
  const arrays: boolean[] = [];
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (c === '"') {
      let end = i + 1;
      while (end < json.length && json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      let next = end + 1;
      while (/\s/.test(json[next] ?? '')) next++;
      if (json[next] === ':' && arrays.length && !arrays[arrays.length - 1]) path[path.length - 1] = json.slice(i + 1, end);
      i = end;
    } else if (c === '{' || c === '[') {
      arrays.push(c === '[');
      path.push(c === '[' ? 0 : '');
    } else if (c === '}' || c === ']') {
      arrays.pop();
      path.pop();
    } else if (c === ',' && arrays[arrays.length - 1]) {
      path[path.length - 1] = (path[path.length - 1] as number) + 1;
    } else if ((c === 'e' || c === 'E') && /[0-9.]/.test(json[i - 1] ?? '')) {
      return fieldName(path, root);
    }
  }
  return null;
}
