import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { preferredConstraint } from '../contracts/rules/preferred-constraint';
import { DomainError } from './domain-error';
import { findHostileInput, hostileInputError } from './hostile-input';

const capitalise = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/** "Email is invalid": the field's name before its message; a whole sentence ("Transaction id must be...") as it is, as the web shows it. */
const sentenceOf = (field: string, message: string) => (/^[A-Z]/.test(message) ? message : `${capitalise(field)} ${message}`);

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

/**
 * The global pipe: refuses hostile input first (JSON bodies were checked right after parsing; this
 * covers multipart text fields, which the upload interceptor reads later, and queries and path parameters), then
 * validates against the request class.
 */
class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const found = findHostileInput(value, metadata.data ?? metadata.type);
      if (found) throw hostileInputError(found);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new RequestValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = fieldErrors(errors);
      const [field, message] = Object.entries(fields)[0] ?? ['request', 'is invalid'];
      return new DomainError('VALIDATION_FAILED', sentenceOf(field, message), fields);
    },
  });
}
