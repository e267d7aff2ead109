import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { emailAddress, trim } from './transforms';

/** Applies decorators as if stacked in this order on the property (class-validator runs the lowest first). */
const stack =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const d of [...decorators].reverse()) d(target, key);
  };

/** Required free text, trimmed, of at most `max` characters. */
export const RequiredText = (max: number): PropertyDecorator =>
  stack(
    Transform(trim),
    IsString({ message: 'is required' }),
    MaxLength(max, { message: `must be at most ${max} characters long` }),
    IsNotEmpty({ message: 'is required' }),
  );

/** A required e-mail address, normalised (see normalizeEmail) unless `keepCase` (a contact's address is kept as typed, trimmed). */
export const RequiredEmail = ({ keepCase = false } = {}): PropertyDecorator =>
  stack(
    Transform(keepCase ? trim : emailAddress),
    IsEmail({}, { message: 'is invalid' }),
    MaxLength(254, { message: 'is invalid' }),
    IsNotEmpty({ message: 'must not be empty' }),
  );

/** A required opaque value the server issued (a refresh token, a link's hash), of at most `max` characters. */
export const RequiredToken = (max = 200): PropertyDecorator =>
  stack(IsString({ message: 'is required' }), MaxLength(max, { message: 'is invalid' }), IsNotEmpty({ message: 'is required' }));
