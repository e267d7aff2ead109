import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { Modal } from '../../../shared/ui/modal';

const LoginModalForm = lazy(() => import('./login-modal-form').then((m) => ({ default: m.LoginModalForm })));

/** The public header's login: tabs Existing User and Register (which goes to the signup page). */
export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Login" testId="login-modal">
      <Suspense fallback={<LoadingBlock />}>
        <LoginModalForm />
      </Suspense>
    </Modal>
  );
}
