import { RealityCheckDialog } from '../features/protections/components/reality-check-dialog';
import { UserLayout } from '../features/shell/components/user-layout';
import { useSessionKeepAlive } from './use-session-keep-alive';

/**
 * The signed-in area, loaded as its own chunk: the shell and (lazily) its pages stay out of the
 * public bundle. The socket is the root layout's, shared with the public pages.
 */
export default function UserArea() {
  useSessionKeepAlive();
  return (
    <>
      <UserLayout />
      <RealityCheckDialog />
    </>
  );
}
