import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LandingPage } from '../features/public/components/landing-page';
import { NotFoundPage } from '../features/public/components/not-found-page';
import { PublicLayout } from '../features/public/components/public-layout';

/** A public page loaded as its own chunk when first visited (the layout shows a spinner meanwhile). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy<ComponentType>(() => load().then((m) => ({ default: m[name] })));
  return <Page />;
}

/**
 * The public site, routes exactly as the reference names them. The home page is in the main
 * bundle; every other page, and the charting and indicator libraries, load on demand.
 */
export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    { path: '/', element: <LandingPage /> },
    { path: '/about-us', element: lazyPage(() => import('../features/public/pages/about-page'), 'AboutPage') },
    { path: '/pricing', element: lazyPage(() => import('../features/public/pages/pricing-page'), 'PricingPage') },
    { path: '/contact-us', element: lazyPage(() => import('../features/public/pages/contact-page'), 'ContactPage') },
    { path: '/bitcoin-trading', element: lazyPage(() => import('../features/public/pages/bitcoin-page'), 'BitcoinTradingPage') },
    { path: '/bitcoin-cash', element: lazyPage(() => import('../features/public/pages/bitcoin-cash-page'), 'BitcoinCashPage') },
    { path: '/litecoin-trading', element: lazyPage(() => import('../features/public/pages/litecoin-page'), 'LitecoinTradingPage') },
    { path: '/etherum-trading', element: lazyPage(() => import('../features/public/pages/ethereum-page'), 'EthereumTradingPage') },
    { path: '/ripple-trading', element: lazyPage(() => import('../features/public/pages/ripple-page'), 'RippleTradingPage') },
    {
      path: '/financial-instruments',
      element: lazyPage(() => import('../features/public/pages/financial-instruments-page'), 'FinancialInstrumentsPage'),
    },
    { path: '/risk-disclosure', element: lazyPage(() => import('../features/public/pages/risk-disclosure-page'), 'RiskDisclosurePage') },
    { path: '/live-payouts', element: lazyPage(() => import('../features/public/pages/live-payouts-page'), 'LivePayoutsPage') },
    { path: '/verify', element: lazyPage(() => import('../features/public/pages/verify-trade-page'), 'VerifyTradePage') },
    { path: '/legal', element: lazyPage(() => import('../features/public/pages/terms-page'), 'TermsPage') },
    { path: '/privacy', element: lazyPage(() => import('../features/public/pages/privacy-page'), 'PrivacyPage') },
    { path: '/aml-policy', element: lazyPage(() => import('../features/public/pages/aml-policy-page'), 'AmlPolicyPage') },
    { path: '/payment-policy', element: lazyPage(() => import('../features/public/pages/payment-policy-page'), 'PaymentPolicyPage') },
    { path: '*', element: <NotFoundPage /> },
  ],
};
