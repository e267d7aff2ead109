import { SetMetadata } from '@nestjs/common';
import type { ApiErrorCode } from '../contracts/api';

export const REFUSES_KEY = 'openapi:refuses';

/**
 * The domain refusals a route can answer beyond those the OpenAPI description infers from its guards and
 * parameters (validation, sign-in, roles, not found, dependencies): listed in its error answers.
 */
export const Refuses = (...codes: ApiErrorCode[]) => SetMetadata(REFUSES_KEY, codes);
