import { COUNTRIES } from '@contracts/countries';
import { GENDERS_ON_PROFILE } from '@contracts/account';
import { PHONE_MIN_LENGTH, PROFILE_NAME_MIN_LENGTH } from '@contracts/limits';
import { minLength, oneOf, optional, required, validate, type FieldErrors, type Rule } from './rules';

export interface ProfileValues {
  firstname: string;
  lastname: string;
  phone: string;
  gender: string;
  address: string;
  city: string;
  state: string;
  country: string;
}
export type ProfileField = keyof ProfileValues;

export const PROFILE_LABELS: Record<ProfileField, string> = {
  firstname: 'Firstname',
  lastname: 'Lastname',
  phone: 'Phone',
  gender: 'Gender',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
};

// The reference checks "is required" and the length, and the length message wins: an empty name
// reads "must be at least 3 characters long", so the length rule runs first.
const profileName: Rule[] = [minLength(PROFILE_NAME_MIN_LENGTH, { trim: true }), required];

export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  return validate(
    values,
    {
      firstname: profileName,
      lastname: profileName,
      phone: [optional(minLength(PHONE_MIN_LENGTH, { trim: true }))],
      gender: [required, oneOf(GENDERS_ON_PROFILE)],
      address: [required],
      city: [required],
      state: [required],
      country: [required, oneOf(COUNTRIES)],
    },
    PROFILE_LABELS,
  );
}
