/** The public site's menu, shared by the desktop bar, the mobile drawer and the footer. */
export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

export const CRYPTO_LINKS: NavLink[] = [
  { label: 'Bitcoin Trading', to: '/bitcoin-trading' },
  { label: 'Bitcoin Cash Trading', to: '/bitcoin-cash' },
  { label: 'Litecoin Trading', to: '/litecoin-trading' },
  { label: 'Ethereum Trading', to: '/etherum-trading' },
  { label: 'Ripple Trading', to: '/ripple-trading' },
];

export const RESOURCE_LINKS: NavLink[] = [
  { label: 'Financial Instruments', to: '/financial-instruments' },
  { label: 'Live Payouts', to: '/live-payouts' },
  { label: 'Verify a Trade', to: '/verify' },
  { label: 'Risk Disclosure', to: '/risk-disclosure' },
];

export const LEGAL_LINKS: NavLink[] = [
  { label: 'Terms', to: '/legal' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'AML and KYC Policy', to: '/aml-policy' },
  { label: 'Payment Policy', to: '/payment-policy' },
];

export const PUBLIC_NAV: NavEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about-us' },
  { label: 'Trading Plans', to: '/pricing' },
  { id: 'crypto', label: 'Crypto', items: CRYPTO_LINKS },
  { id: 'resources', label: 'Resources', items: RESOURCE_LINKS },
  { id: 'legal', label: 'Legal', items: LEGAL_LINKS },
  { label: 'Contact', to: '/contact-us' },
];
