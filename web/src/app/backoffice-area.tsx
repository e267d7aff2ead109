import { BackofficeLayout } from '../features/backoffice/components/backoffice-layout';
import { StaffOnly } from '../features/backoffice/components/staff-only';
import { useSessionKeepAlive } from './use-session-keep-alive';

/** /backoffice, loaded as its own chunk: staff and admins only (a client is sent to /user before any call). */
export default function BackofficeArea() {
  useSessionKeepAlive();
  return (
    <StaffOnly>
      <BackofficeLayout />
    </StaffOnly>
  );
}
