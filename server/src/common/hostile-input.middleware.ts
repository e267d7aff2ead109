import type { NextFunction, Request, Response } from 'express';
import { sendError } from './body-parser-errors';
import { findHostileInput, hostileInputError } from './hostile-input';

/**
 * Right after JSON body parsing, before guards, pipes and class-transformer see the body: refuses
 * deep nesting, NUL, lone surrogates and exponent-only numbers (multipart text fields and queries
 * are checked by the validation pipe, once multer has read them).
 */
export function hostileInputMiddleware(req: Request, res: Response, next: NextFunction): void {
  const body: unknown = req.body;
  const found = body !== null && typeof body === 'object' ? findHostileInput(body) : null;
  if (found) return sendError(res, hostileInputError(found));
  next();
}
