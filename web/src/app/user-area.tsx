import { UserLayout } from '../features/shell/components/user-layout';
import { SocketProvider } from './socket-provider';
import { useSessionKeepAlive } from './use-session-keep-alive';

/**
 * The signed-in area, loaded as its own chunk: the socket, the shell and (lazily) its pages stay out
 * of the public bundle.
 */
export default function UserArea() {
  useSessionKeepAlive();
  return (
    <SocketProvider>
      <UserLayout />
    </SocketProvider>
  );
}
