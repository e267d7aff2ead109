import type { IconName } from '../../shared/ui/icon';

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
  /** Shown only in real mode (deposit, withdrawal, profits, plans). */
  realOnly?: boolean;
}

export interface NavGroup {
  label: string;
  icon: IconName;
  realOnly?: boolean;
  items: NavItem[];
}

/** The left navigation: groups of the reference, in its order (Logout is added by the component). */
export const SIDE_NAV: NavGroup[] = [
  {
    label: 'Trading',
    icon: 'trading',
    items: [
      { label: 'Quick Trading', to: '/user/home', icon: 'trading' },
      { label: 'Trade History', to: '/user/trade-history', icon: 'history' },
    ],
  },
  {
    label: 'Deposit',
    icon: 'deposit',
    realOnly: true,
    items: [
      { label: 'Deposit Fund', to: '/user/deposit', icon: 'deposit' },
      { label: 'Deposit History', to: '/user/deposit-log', icon: 'history' },
    ],
  },
  {
    label: 'Withdrawal',
    icon: 'withdraw',
    realOnly: true,
    items: [
      { label: 'Withdraw Fund', to: '/user/withdraw-fund', icon: 'withdraw' },
      { label: 'Withdrawal History', to: '/user/withdraw-log', icon: 'history' },
    ],
  },
  { label: 'Profits', icon: 'profits', realOnly: true, items: [{ label: 'Your Earnings', to: '/user/earnings', icon: 'profits' }] },
  { label: 'Plans', icon: 'plans', realOnly: true, items: [{ label: 'Trading Plans', to: '/user/plan', icon: 'plans' }] },
  {
    label: 'Profile',
    icon: 'profile',
    items: [
      { label: 'Edit Profile', to: '/user/edit-profile', icon: 'profile' },
      { label: 'Change Password', to: '/user/change-password', icon: 'profile' },
      { label: 'KYC Verification', to: '/user/verify', icon: 'profile' },
    ],
  },
];

/** The mobile bottom navigation of the reference (real mode). */
export const BOTTOM_NAV_REAL: NavItem[] = [
  { label: 'Quick Trading', to: '/user/home', icon: 'trading' },
  { label: 'Profits', to: '/user/earnings', icon: 'profits', realOnly: true },
  { label: 'Deposit', to: '/user/deposit', icon: 'deposit', realOnly: true },
  { label: 'Withdraw', to: '/user/withdraw-fund', icon: 'withdraw', realOnly: true },
  { label: 'Trading Plans', to: '/user/plan', icon: 'plans', realOnly: true },
];

/** Demo mode hides the money screens; the bar keeps useful entries instead of a lone button. */
export const BOTTOM_NAV_DEMO: NavItem[] = [
  { label: 'Quick Trading', to: '/user/home', icon: 'trading' },
  { label: 'Trade History', to: '/user/trade-history', icon: 'history' },
  { label: 'Profile', to: '/user/edit-profile', icon: 'profile' },
];

/** The tab title of a signed-in page: its name in the navigation ("Trade History"). */
export function pageTitle(to: string): string {
  const item = SIDE_NAV.flatMap((g) => g.items).find((i) => i.to === to);
  if (!item) throw new Error(`No navigation item for ${to}`);
  return item.label;
}
