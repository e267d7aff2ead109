import type { NextFunction, Request, Response } from 'express';
import type { ApiError } from '../contracts/api';
import { DomainError } from './domain-error';
import { EXPONENT_NUMBER, exponentNumberField, hostileInputError } from './hostile-input';

export const JSON_BODY_LIMIT = '100kb';

/** A number written with an exponent, found in the raw body (parsing would hide it); answered by bodyParserErrors. */
class ExponentNumber extends Error {
  constructor(readonly field: string) {
    super('exponent number');
  }
}

/** The JSON body parser's options: the size limit, and numbers written with an exponent refused before parsing. */
export const JSON_BODY_OPTIONS = {
  limit: JSON_BODY_LIMIT,
  verify: (_req: unknown, _res: unknown, raw: Buffer) => {
    const field = exponentNumberField(raw.toString('utf8'));
    if (field) throw new ExponentNumber(field);
  },
};

/** Body parsing runs before Nest's filters: answer its failures in the API's error shape here. */
export function bodyParserErrors(err: { type?: string; status?: number } | undefined, _req: Request, res: Response, next: NextFunction): void {
  if (!err) return next();
  if (err instanceof ExponentNumber) return sendError(res, hostileInputError({ field: err.field, message: EXPONENT_NUMBER }));
  if (err.type === 'entity.parse.failed') {
    res.status(400).json({ status: false, message: 'Malformed JSON body' });
  } else if (err.type === 'entity.too.large') {
    res.status(413).json({ status: false, message: `Request body is too large (limit ${JSON_BODY_LIMIT})` });
  } else if (err.status && err.status >= 400 && err.status < 500) {
    res.status(err.status).json({ status: false, message: 'Bad request body' });
  } else {
    next(err);
  }
}

/** A refusal answered by an Express middleware (Nest's exception filter does not run there), in the API's error shape. */
export function sendError(res: Response, err: DomainError): void {
  const body: ApiError = { status: false, message: err.message, ...(err.errors && { errors: err.errors }) };
  res.status(err.status).json(body);
}
