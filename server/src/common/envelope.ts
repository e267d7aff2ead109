import type { ApiEnvelope } from '../contracts/api';

export function ok<T>(data: T, message = 'Success'): ApiEnvelope<T> {
  return { status: true, message, data };
}
