import { COUNTRIES } from '@contracts/countries';
import { GENDERS_AT_COMPLETION } from '@contracts/account';
import { birthDate, oneOf, required, validate, type FieldErrors } from './rules';

export interface CompleteProfileValues {
  gender: string;
  date_of_birth: string;
  address: string;
  city: string;
  state: string;
  country: string;
}
export type CompleteProfileField = keyof CompleteProfileValues;

export const COMPLETE_PROFILE_LABELS: Record<CompleteProfileField, string> = {
  gender: 'Gender',
  date_of_birth: 'Date of birth',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
};

/** Every field is required; gender and country come from the shared lists. */
export function validateCompleteProfile(values: CompleteProfileValues): FieldErrors<CompleteProfileField> {
  return validate(
    values,
    {
      gender: [required, oneOf(GENDERS_AT_COMPLETION)],
      date_of_birth: [required, birthDate],
      address: [required],
      city: [required],
      state: [required],
      country: [required, oneOf(COUNTRIES)],
    },
    COMPLETE_PROFILE_LABELS,
  );
}
