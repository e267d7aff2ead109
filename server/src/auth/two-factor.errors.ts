import { DomainError } from '../common/domain-error';

export const TWO_FACTOR_MESSAGES = {
  staffMustEnrol: 'Turn on two-factor sign-in under Account → Security before using the back office.',
  codeRequired: 'Enter the 6-digit code from your authenticator app (or a recovery code) to confirm.',
  codeInvalid: 'That code is not right. Enter the current code from your authenticator app, or an unused recovery code.',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  notSetUp: 'Start the setup first: scan the QR code, then enter a code.',
  setupReplaced: 'The setup was started again meanwhile: scan the new QR code and enter its code.',
  notOn: 'Two-factor sign-in is not on.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
} as const;

export const staffMustEnrol = () => new DomainError('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.staffMustEnrol);
export const codeRequired = () => new DomainError('TWO_FACTOR_CODE_REQUIRED', TWO_FACTOR_MESSAGES.codeRequired, { code: 'is required' });
export const codeInvalid = () => new DomainError('TWO_FACTOR_CODE_INVALID', TWO_FACTOR_MESSAGES.codeInvalid, { code: 'is not right' });
