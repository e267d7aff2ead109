/**
 * The one form in which an e-mail address is stored and compared: NFKC (fullwidth "ａ" is "a", "ﬁ" is
 * "fi"), then lower case, then trimmed. Look-alikes of those kinds collide with the original.
 */
export function normalizeEmail(address: string): string {
  return address.normalize('NFKC').toLowerCase().trim();
}

/**
 * Alphabets whose letters pass for one another ("а" Cyrillic, "ο" Greek, "օ" Armenian look like Latin
 * letters). Other scripts (Han, Arabic, ...) are not restricted: they have no Latin look-alikes, and
 * Japanese addresses legitimately mix Han, kana and Latin.
 */
const LOOK_ALIKE_ALPHABETS = ['Latin', 'Greek', 'Coptic', 'Cyrillic', 'Armenian', 'Georgian', 'Cherokee'].map(
  (script) => new RegExp(`\\p{Script=${script}}`, 'u'),
);

const alphabetsIn = (text: string): number => LOOK_ALIKE_ALPHABETS.filter((alphabet) => alphabet.test(text)).length;

/**
 * Whether the local part or the domain mixes letters of two of those alphabets ("аlice@example.com"
 * with a Cyrillic "а"). Each part is judged whole, the domain's labels together, so "example.соm" is
 * refused too; a part wholly in one alphabet ("иван@example.com") is not.
 */
export function mixesAlphabets(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 0) return alphabetsIn(address) > 1;
  return alphabetsIn(address.slice(0, at)) > 1 || alphabetsIn(address.slice(at + 1)) > 1;
}
