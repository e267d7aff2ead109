import { basename } from 'node:path';
import type { UserDto } from '../contracts/account';
import type { Balances } from '../ledger/ledger.types';
import { versionedBalances } from '../ledger/versioned-balances';
import type { User } from './user.entity';

/** The public address of a stored avatar (the column holds its path under UPLOAD_DIR). */
export const AVATAR_URL_PREFIX = '/api/users/avatars/';

/** What other modules say of the user: its identity document's status, and whether two-factor sign-in is on. */
export type UserStatuses = Pick<UserDto, 'kyc_status' | 'kyc_reason' | 'two_factor_enabled'>;

/** The account as its owner sees it: never the password hash, the avatar as a URL, money in dollars. */
export function toUserDto(user: User, balances: Balances, statuses: UserStatuses): UserDto {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    firstname: user.firstname,
    lastname: user.lastname,
    gender: user.gender,
    date_of_birth: user.dateOfBirth,
    phone: user.phone,
    address: user.address,
    city: user.city,
    state: user.state,
    country: user.country,
    avatar: user.avatar ? AVATAR_URL_PREFIX + basename(user.avatar) : null,
    referral_code: user.referralCode,
    ...versionedBalances(balances),
    trading_plan: user.tradingPlan,
    plan_request: user.planRequest,
    roles: user.roles,
    kyc_status: statuses.kyc_status,
    kyc_reason: statuses.kyc_reason,
    two_factor_enabled: statuses.two_factor_enabled,
  };
}

/** "A.": the first letter of the first name, all the public may see of a trader. */
export const publicInitial = (firstname: string): string => `${(firstname.trim()[0] ?? '?').toUpperCase()}.`;
