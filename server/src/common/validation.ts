import { ValidationError, ValidationPipe } from '@nestjs/common';
import { preferredConstraint } from '../contracts/rules/preferred-constraint';
import { DomainError } from './domain-error';

const capitalise = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/** The first message of each field, as the reference shows it: errors { field: message }. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const constraints = e.constraints ?? {};
    const key = preferredConstraint(constraints);
    if (key) out[field] = key === 'whitelistValidation' ? 'is not an accepted field' : constraints[key];
    Object.assign(out, fieldErrors(e.children ?? [], field));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = fieldErrors(errors);
      const [field, message] = Object.entries(fields)[0] ?? ['request', 'is invalid'];
      return new DomainError('VALIDATION_FAILED', `${capitalise(field)} ${message}`, fields);
    },
  });
}
