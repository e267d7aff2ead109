import { missingProfileFields, type KycStatus, type UserDto } from '@contracts/account';

export type StepKey = 'email' | 'profile' | 'upload' | 'review';
/** todo: the client has to act; waiting: the platform has to; done; later: after an earlier step. */
export type StepState = 'todo' | 'waiting' | 'done' | 'later';

export interface AccountStep {
  key: StepKey;
  state: StepState;
  /** The step's line in the list. */
  title: string;
  /** Its name in the one-line summary ("Upload ID"). */
  short: string;
  detail: string;
  /** The screen where the step is done (none for the e-mail: its action is Send Link). */
  to?: string;
}

type StepUser = Pick<UserDto, 'email' | 'email_verified' | 'kyc_status' | 'kyc_reason' | 'gender' | 'address' | 'city' | 'state' | 'country'> & {
  date_of_birth?: string | null;
};

const FIELD_NAMES: Record<string, string> = {
  gender: 'gender',
  date_of_birth: 'date of birth',
  address: 'address',
  city: 'city',
  state: 'state',
  country: 'country',
};

function listOf(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "Identity: Pending review": the identity document's state in words. */
export const KYC_STATUS_TEXT: Record<KycStatus, string> = {
  None: 'Not submitted',
  Pending: 'Pending review',
  Approved: 'Approved',
  Rejected: 'Rejected',
  'Resubmission requested': 'Resubmission requested',
};

/** "What to fix: the photo is blurred": what staff asked of a new upload, in the client's words. */
export const whatToFix = (reason: string): string => `What to fix: ${reason}`;

/** The identity statuses after which the client uploads a new document: a rejection, or staff asking for a new copy. */
export const uploadsAgain = (kyc: KycStatus): boolean => kyc === 'Rejected' || kyc === 'Resubmission requested';

/** What the account still needs, in the order a client does it: e-mail, profile, ID upload, ID review. */
export function accountSteps(user: StepUser): AccountStep[] {
  const missing = missingProfileFields({ ...user, date_of_birth: user.date_of_birth ?? null });
  const kyc = user.kyc_status;
  const again = uploadsAgain(kyc);
  return [
    user.email_verified
      ? { key: 'email', state: 'done', title: 'E-mail confirmed', short: 'Confirm e-mail', detail: user.email }
      : {
          key: 'email',
          state: 'todo',
          title: 'Confirm your e-mail',
          short: 'Confirm e-mail',
          detail: `Open the link we mailed to ${user.email}, or send a new one.`,
        },
    missing.length === 0
      ? { key: 'profile', state: 'done', title: 'Profile complete', short: 'Complete profile', detail: 'Your details are saved.', to: '/user/edit-profile' }
      : {
          key: 'profile',
          state: 'todo',
          title: 'Complete your profile',
          short: 'Complete profile',
          detail: `Add your ${listOf(missing.map((f) => FIELD_NAMES[f] ?? f))}.`,
          to: '/user/edit-profile',
        },
    kyc === 'None' || again
      ? {
          key: 'upload',
          state: 'todo',
          title: again ? 'Upload a new ID document' : 'Upload a government ID',
          short: again ? 'Upload new ID' : 'Upload ID',
          detail: 'A passport, national ID or driving licence: PNG, JPEG, WebP or PDF, up to 5 MB.',
          to: '/user/verify',
        }
      : { key: 'upload', state: 'done', title: 'ID uploaded', short: 'Upload ID', detail: 'Your document is with our team.', to: '/user/verify' },
    reviewStep(kyc, user.kyc_reason),
  ];
}

function reviewStep(kyc: KycStatus, reason: string | null): AccountStep {
  const base = { key: 'review', short: 'ID review', to: '/user/verify' } as const;
  switch (kyc) {
    case 'Approved':
      return { ...base, state: 'done', title: 'Identity approved', detail: 'Your identity is verified.' };
    case 'Pending':
      return {
        ...base,
        state: 'waiting',
        title: 'ID under review',
        short: 'ID under review',
        detail: 'Our team is checking your document, usually within a few business days.',
      };
    case 'Rejected':
      return {
        ...base,
        state: 'todo',
        title: 'ID rejected',
        short: 'ID rejected',
        detail: reason ? `Reason: ${reason}. Upload a new document.` : 'Upload a new document.',
      };
    case 'Resubmission requested':
      return {
        ...base,
        state: 'todo',
        title: 'New ID document requested',
        short: 'New ID requested',
        detail: reason ? `${whatToFix(reason)}. Upload a new document.` : 'Upload a new document.',
      };
    default:
      return { ...base, state: 'later', title: 'ID review', detail: 'After your upload, our team checks the document.' };
  }
}

/** True when nothing is left: no step to do and none waiting. */
export const allDone = (steps: AccountStep[]): boolean => steps.every((s) => s.state === 'done');

/**
 * The one-line summary: "2 steps left: Confirm e-mail · Upload ID", or "ID under review" when only the
 * platform has something left to do.
 */
export function stepsSummary(steps: AccountStep[]): string {
  // A rejection or a resubmission request is told by its upload step ("Upload new ID"); the review line gives the reason.
  const todo = steps.filter((s) => s.state === 'todo' && s.key !== 'review');
  if (todo.length) return `${todo.length} ${todo.length === 1 ? 'step' : 'steps'} left: ${todo.map((s) => s.short).join(' · ')}`;
  const waiting = steps.find((s) => s.state === 'waiting');
  return waiting ? waiting.title : '';
}
