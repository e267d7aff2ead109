import { Outlet } from 'react-router';
import { ToastViewport } from '../shared/ui/toast/toast-viewport';
import { ScrollToTop } from './scroll-to-top';
import { useSessionCacheReset } from './use-session-cache-reset';

export function RootLayout() {
  useSessionCacheReset();
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <ToastViewport />
    </>
  );
}
