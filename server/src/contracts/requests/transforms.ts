/** class-transformer `@Transform` functions shared by the request classes. */
type TransformArgs = { value: unknown };

export const trim = ({ value }: TransformArgs): unknown => (typeof value === 'string' ? value.trim() : value);

/** E-mail addresses: trimmed and lower-cased. */
export const lower = ({ value }: TransformArgs): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);
