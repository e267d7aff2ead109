import { GENDERS } from '@contracts/account';
import { COUNTRIES } from '@contracts/countries';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Gender options with a placeholder: the one list of the API (male, female, others), at completion and on the profile. */
export function GenderOptions() {
  return (
    <>
      <option value="" disabled>
        Select gender
      </option>
      {GENDERS.map((g) => (
        <option key={g} value={g}>
          {capitalise(g)}
        </option>
      ))}
    </>
  );
}

/** The fixed country list shared with the server, with a placeholder. */
export function CountryOptions() {
  return (
    <>
      <option value="" disabled>
        Select country
      </option>
      {COUNTRIES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </>
  );
}
