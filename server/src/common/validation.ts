import { ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError } from './domain-error';

const capitalise = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/** The first message of each field, as the reference shows it: errors { field: message }. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const constraints = e.constraints ?? {};
    // An empty value says so first ("must not be empty") rather than the format rule it also fails.
    const key = ['whitelistValidation', 'isDefined', 'isNotEmpty'].find((k) => k in constraints) ?? Object.keys(constraints)[0];
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
