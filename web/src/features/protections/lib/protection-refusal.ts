import type { ApiErrorCode } from '@contracts/api';
import { PROTECTION_CODES } from '@contracts/protections';
import { ApiRequestError } from '../../../shared/api/api-error';

/** A real-money action refused because the reality check is due: the check must be answered first. */
export const isRealityCheckDue = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 403 && error.code === ('REALITY_CHECK_DUE' satisfies ApiErrorCode);

/** A real-money action refused by a limit, an exclusion or the reality check: the limits may have changed. */
export const isProtectionRefusal = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 403 && (PROTECTION_CODES as readonly (string | undefined)[]).includes(error.code);
