import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in';
import { RequireAuth } from '../features/auth/components/require-auth';
import { SigninPage } from '../features/auth/components/signin-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { ErrorPage } from '../features/public/components/error-page';
import { LandingPage } from '../features/public/components/landing-page';
import { NotFoundPage } from '../features/public/components/not-found-page';
import { RealModeOnly } from '../features/shell/components/real-mode-only';
import { LoadingBlock } from '../shared/ui/spinner';
import { LazyPage } from './lazy-page';
import { RootLayout } from './root-layout';

const UserArea = lazy(() => import('./user-area'));
const QuickTradingPage = lazy(() => import('../features/trading/components/quick-trading-page').then((m) => ({ default: m.QuickTradingPage })));
const TradeHistoryPage = lazy(() => import('../features/trading/components/trade-history-page').then((m) => ({ default: m.TradeHistoryPage })));

type PlaceholderName = keyof typeof import('../features/shell/components/placeholder-pages');
const placeholder = (name: PlaceholderName) => {
  const Page = lazy(() => import('../features/shell/components/placeholder-pages').then((m) => ({ default: m[name] })));
  return <LazyPage component={Page} />;
};

const quickTrading = <LazyPage component={QuickTradingPage} />;

const userRoutes: RouteObject[] = [
  { index: true, element: quickTrading },
  { path: 'home', element: quickTrading },
  { path: 'trade-history', element: <LazyPage component={TradeHistoryPage} /> },
  {
    element: (
      <RealModeOnly>
        <Outlet />
      </RealModeOnly>
    ),
    children: [
      { path: 'deposit', element: placeholder('DepositFundPage') },
      { path: 'deposit-log', element: placeholder('DepositHistoryPage') },
      { path: 'withdraw-fund', element: placeholder('WithdrawFundPage') },
      { path: 'withdraw-log', element: placeholder('WithdrawHistoryPage') },
      { path: 'earnings', element: placeholder('EarningsPage') },
      { path: 'plan', element: placeholder('PlansPage') },
    ],
  },
  { path: 'edit-profile', element: placeholder('EditProfilePage') },
  { path: 'change-password', element: placeholder('ChangePasswordPage') },
  { path: 'verify', element: placeholder('VerifyPage') },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/auth',
        element: (
          <RedirectIfSignedIn>
            <Outlet />
          </RedirectIfSignedIn>
        ),
        children: [
          { index: true, element: <Navigate to="signin" replace /> },
          { path: 'signin', element: <SigninPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      {
        path: '/user',
        element: (
          <RequireAuth>
            <Suspense fallback={<LoadingBlock label="Loading your account" />}>
              <UserArea />
            </Suspense>
          </RequireAuth>
        ),
        children: userRoutes,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
