import { COUNTRIES } from '@contracts/countries';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Gender options with a placeholder; the values are the API's (male, female, others). */
export function GenderOptions({ genders }: { genders: readonly string[] }) {
  return (
    <>
      <option value="" disabled>
        Select gender
      </option>
      {genders.map((g) => (
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
