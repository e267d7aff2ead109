import { normalizeEmail } from '../rules/email-address';

/** class-transformer `@Transform` functions shared by the request classes. */
type TransformArgs = { value: unknown };

export const trim = ({ value }: TransformArgs): unknown => (typeof value === 'string' ? value.trim() : value);

/** E-mail addresses, in the one form they are stored and compared in. */
export const emailAddress = ({ value }: TransformArgs): unknown => (typeof value === 'string' ? normalizeEmail(value) : value);

/** A query's digits as a number; anything else ("1e2", "0x10", " 5") stays text for the number rule to refuse. */
export const wholeNumberText = ({ value }: TransformArgs): unknown => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value);
