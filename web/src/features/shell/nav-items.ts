import type { AccountMode } from '@contracts/trade-rules';
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
  /** What a real-only group shows in demo mode instead of nothing (a click switches to real). */
  inDemo?: NavItem;
  items: NavItem[];
}

/** The deposit screen: one click away in every mode; opening it switches the client to real mode. */
export const DEPOSIT_ROUTE = '/user/deposit';

/** Real-mode screens that switch a demo client to real instead of sending them away (the deposit screen). */
export const opensRealMode = (pathname: string): boolean => pathname.replace(/\/+$/, '') === DEPOSIT_ROUTE;

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
    inDemo: { label: 'Deposit', to: DEPOSIT_ROUTE, icon: 'deposit' },
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
      { label: 'Security', to: '/user/security', icon: 'shield' },
      { label: 'Limits', to: '/user/limits', icon: 'shield' },
      { label: 'Statement', to: '/user/statement', icon: 'history' },
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

/** Demo mode hides the other money screens; Deposit stays (it switches to real). */
export const BOTTOM_NAV_DEMO: NavItem[] = [
  { label: 'Quick Trading', to: '/user/home', icon: 'trading' },
  { label: 'Trade History', to: '/user/trade-history', icon: 'history' },
  { label: 'Deposit', to: DEPOSIT_ROUTE, icon: 'deposit' },
  { label: 'Profile', to: '/user/edit-profile', icon: 'profile' },
];

/** The side navigation's groups in this mode: real-only groups show their demo entry, or nothing. */
export function sideNavGroups(mode: AccountMode): NavGroup[] {
  if (mode === 'real') return SIDE_NAV;
  return SIDE_NAV.flatMap((g) => (!g.realOnly ? [g] : g.inDemo ? [{ ...g, items: [g.inDemo] }] : []));
}

/** The tab title of a signed-in page: its name in the navigation ("Trade History"). */
export function pageTitle(to: string): string {
  const item = SIDE_NAV.flatMap((g) => g.items).find((i) => i.to === to);
  if (!item) throw new Error(`No navigation item for ${to}`);
  return item.label;
}
