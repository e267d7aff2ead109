import { Outlet } from 'react-router';
import { ToastViewport } from '../shared/ui/toast/toast-viewport';
import { ScrollToTop } from './scroll-to-top';
import { SocketProvider } from './socket-provider';
import { useSessionCacheReset } from './use-session-cache-reset';

/** Around every page: one socket (visitors get the public events, a signed-in user also their own), toasts. */
export function RootLayout() {
  useSessionCacheReset();
  return (
    <SocketProvider>
      <ScrollToTop />
      <Outlet />
      <ToastViewport />
    </SocketProvider>
  );
}
