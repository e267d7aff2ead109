import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in';
import { RequireAuth } from '../features/auth/components/require-auth';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page';
import { ErrorPage } from '../features/public/components/error-page';
import { NotFoundPage } from '../features/public/components/not-found-page';
import { RealModeOnly } from '../features/shell/components/real-mode-only';
import { pageTitle } from '../features/shell/nav-items';
import { initTheme } from '../shared/theme/theme-store';
import { LoadingBlock } from '../shared/ui/spinner';
import { LazyPage } from './lazy-page';
import { publicRoutes } from './public-routes';
import { RootLayout } from './root-layout';
import { RouteTitle, type RouteHandle } from './route-title';

const UserArea = lazy(() => import('./user-area'));
const BackofficeArea = lazy(() => import('./backoffice-area'));
// The auth pages' forms carry the request classes and their validator: their own chunks, out of the public bundle.
const SigninPage = lazy(() => import('../features/auth/components/signin-page').then((m) => ({ default: m.SigninPage })));
const SignupPage = lazy(() => import('../features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const CompleteProfilePage = lazy(() => import('../features/auth/components/complete-profile-page').then((m) => ({ default: m.CompleteProfilePage })));
const UserIdentificationPage = lazy(() => import('../features/auth/components/user-identification-page').then((m) => ({ default: m.UserIdentificationPage })));
const QuickTradingPage = lazy(() => import('../features/trading/components/quick-trading-page').then((m) => ({ default: m.QuickTradingPage })));
const TradeHistoryPage = lazy(() => import('../features/trading/components/trade-history-page').then((m) => ({ default: m.TradeHistoryPage })));
const EditProfilePage = lazy(() => import('../features/account/components/edit-profile-page').then((m) => ({ default: m.EditProfilePage })));
const ChangePasswordPage = lazy(() => import('../features/account/components/change-password-page').then((m) => ({ default: m.ChangePasswordPage })));
const SecurityPage = lazy(() => import('../features/account/components/security-page').then((m) => ({ default: m.SecurityPage })));
const LimitsPage = lazy(() => import('../features/protections/components/limits-page').then((m) => ({ default: m.LimitsPage })));
const StatementPage = lazy(() => import('../features/statement/components/statement-page').then((m) => ({ default: m.StatementPage })));
const VerifyPage = lazy(() => import('../features/account/components/verify-page').then((m) => ({ default: m.VerifyPage })));
const DepositFundPage = lazy(() => import('../features/funds/pages/deposit-fund-page').then((m) => ({ default: m.DepositFundPage })));
const DepositHistoryPage = lazy(() => import('../features/funds/pages/deposit-history-page').then((m) => ({ default: m.DepositHistoryPage })));
const WithdrawFundPage = lazy(() => import('../features/funds/pages/withdraw-fund-page').then((m) => ({ default: m.WithdrawFundPage })));
const WithdrawHistoryPage = lazy(() => import('../features/funds/pages/withdraw-history-page').then((m) => ({ default: m.WithdrawHistoryPage })));
const PlansPage = lazy(() => import('../features/plans/components/plans-page').then((m) => ({ default: m.PlansPage })));
const EarningsPage = lazy(() => import('../features/funds/pages/earnings-page').then((m) => ({ default: m.EarningsPage })));

const OverviewPage = lazy(() => import('../features/backoffice/pages/overview-page').then((m) => ({ default: m.OverviewPage })));
const QueuePage = lazy(() => import('../features/backoffice/pages/queue-page').then((m) => ({ default: m.QueuePage })));
const AuditPage = lazy(() => import('../features/backoffice/pages/audit-page').then((m) => ({ default: m.AuditPage })));
const BackofficeItemPage = lazy(() => import('../features/backoffice/item/backoffice-item-page').then((m) => ({ default: m.BackofficeItemPage })));
const ClientPage = lazy(() => import('../features/backoffice/client/client-page').then((m) => ({ default: m.ClientPage })));

const quickTrading = <LazyPage component={QuickTradingPage} />;

/** The route's tab title: the page's name in the navigation (see RouteTitle). */
const titled = (to: string): RouteHandle => ({ title: pageTitle(to) });

const userRoutes: RouteObject[] = [
  { index: true, element: quickTrading, handle: titled('/user/home') },
  { path: 'home', element: quickTrading, handle: titled('/user/home') },
  { path: 'trade-history', element: <LazyPage component={TradeHistoryPage} />, handle: titled('/user/trade-history') },
  {
    element: (
      <RealModeOnly>
        <Outlet />
      </RealModeOnly>
    ),
    children: [
      { path: 'deposit', element: <LazyPage component={DepositFundPage} />, handle: titled('/user/deposit') },
      { path: 'deposit-log', element: <LazyPage component={DepositHistoryPage} />, handle: titled('/user/deposit-log') },
      { path: 'withdraw-fund', element: <LazyPage component={WithdrawFundPage} />, handle: titled('/user/withdraw-fund') },
      { path: 'withdraw-log', element: <LazyPage component={WithdrawHistoryPage} />, handle: titled('/user/withdraw-log') },
      { path: 'earnings', element: <LazyPage component={EarningsPage} />, handle: titled('/user/earnings') },
      { path: 'plan', element: <LazyPage component={PlansPage} />, handle: titled('/user/plan') },
    ],
  },
  { path: 'edit-profile', element: <LazyPage component={EditProfilePage} />, handle: titled('/user/edit-profile') },
  { path: 'change-password', element: <LazyPage component={ChangePasswordPage} />, handle: titled('/user/change-password') },
  { path: 'security', element: <LazyPage component={SecurityPage} />, handle: titled('/user/security') },
  { path: 'limits', element: <LazyPage component={LimitsPage} />, handle: titled('/user/limits') },
  { path: 'statement', element: <LazyPage component={StatementPage} />, handle: titled('/user/statement') },
  { path: 'verify', element: <LazyPage component={VerifyPage} />, handle: titled('/user/verify') },
  { path: '*', element: <NotFoundPage /> },
];

const backofficeRoutes: RouteObject[] = [
  { index: true, element: <LazyPage component={OverviewPage} /> },
  ...(['deposits', 'withdrawals', 'kyc', 'plans', 'adjustments'] as const).flatMap((queue) => [
    { path: queue, element: <LazyPage component={QueuePage} /> },
    { path: `${queue}/:id`, element: <LazyPage component={BackofficeItemPage} /> },
  ]),
  { path: 'audit', element: <LazyPage component={AuditPage} /> },
  { path: 'clients/:id', element: <LazyPage component={ClientPage} /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <RouteTitle />
        <RootLayout />
      </>
    ),
    errorElement: <ErrorPage />,
    children: [
      // The confirmation link of the mail: public, for a signed-in user too.
      { path: '/verify-email', element: <VerifyEmailPage />, handle: { title: 'Confirm E-mail' } satisfies RouteHandle },
      {
        path: '/auth',
        element: (
          <RedirectIfSignedIn>
            <Outlet />
          </RedirectIfSignedIn>
        ),
        children: [
          { index: true, element: <Navigate to="signin" replace /> },
          { path: 'signin', element: <LazyPage component={SigninPage} />, handle: { title: 'Login' } },
          { path: 'signup', element: <LazyPage component={SignupPage} />, handle: { title: 'Create Your Account' } },
          { path: 'forgot-password', element: <LazyPage component={ForgotPasswordPage} />, handle: { title: 'Forgot Password' } },
          { path: 'reset-password', element: <LazyPage component={ResetPasswordPage} />, handle: { title: 'Reset Password' } },
          { path: 'complete-profile', element: <LazyPage component={CompleteProfilePage} />, handle: { title: 'Complete Your Profile' } },
          { path: 'user-identification', element: <LazyPage component={UserIdentificationPage} />, handle: { title: 'Verify Your Identity' } },
          { path: '*', element: <NotFoundPage /> },
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
      {
        path: '/backoffice',
        element: (
          <RequireAuth>
            <Suspense fallback={<LoadingBlock label="Loading the back office" />}>
              <BackofficeArea />
            </Suspense>
          </RequireAuth>
        ),
        children: backofficeRoutes,
      },
      // The public site, with its own not-found page for every other path.
      publicRoutes,
    ],
  },
];

/** The router; the document takes the stored theme choice first, before anything renders. */
export const createAppRouter = () => {
  initTheme();
  return createBrowserRouter(routes);
};
