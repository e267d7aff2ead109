import { BRAND_NAME } from '../../../shared/brand';

/** The words of the two-factor panel, and the recovery codes as a file. */

export const TWO_FACTOR_TITLE = 'Two-factor sign-in';
export const TWO_FACTOR_OFF_TEXT =
  'Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your phone. Withdrawals will ask for a code too.';
export const TWO_FACTOR_ON_TEXT = 'On. Signing in, withdrawals and turning this off ask for a code from your authenticator app or a recovery code.';
export const STAFF_NOTICE = 'Staff and admins must turn on two-factor sign-in before using the back office. Set it up below, then open the back office.';
export const RECOVERY_CODES_TEXT =
  'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only this once.';

/** The base32 secret in groups of four ("ABCD EFGH ..."), easier to type into an app by hand. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The recovery codes as a text file: what they are, for whom, one code a line. */
export function recoveryCodesFile(codes: readonly string[], email: string | undefined): string {
  const header = [`${BRAND_NAME} recovery codes${email ? ` for ${email}` : ''}`, 'Each code works once, in place of a code from your authenticator app.', ''];
  return [...header, ...codes, ''].join('\n');
}
