import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PROFILE_NAME_MIN_LENGTH } from '../limits';
import { trim } from './transforms';

export const NAME_MAX_LENGTH = 100;
export const NAME_TOO_SHORT = `must be at least ${PROFILE_NAME_MIN_LENGTH} characters long`;

/** Applies decorators as if stacked in this order on the property (class-validator runs the lowest first). */
const stack =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const d of [...decorators].reverse()) d(target, key);
  };

/**
 * A first or last name, trimmed, of PROFILE_NAME_MIN_LENGTH to 100 characters: one rule for sign-up and
 * the profile. `emptyIsRequired`: an empty name answers "is required" (sign-up); otherwise the length
 * rule answers, as the reference's profile does.
 */
export const PersonName = ({ emptyIsRequired }: { emptyIsRequired: boolean }): PropertyDecorator =>
  stack(
    Transform(trim),
    IsString({ message: emptyIsRequired ? 'is required' : NAME_TOO_SHORT }),
    MaxLength(NAME_MAX_LENGTH, { message: `must be at most ${NAME_MAX_LENGTH} characters long` }),
    MinLength(PROFILE_NAME_MIN_LENGTH, { message: NAME_TOO_SHORT }),
    ...(emptyIsRequired ? [IsNotEmpty({ message: 'is required' })] : []),
  );
