import { ToastContainer } from 'react-toastify';
import { useHeaderBottom } from './use-header-bottom';

/** The reference's toast defaults; toasts beyond the limit wait in react-toastify's queue. */
export const TOAST_LIMIT = 5;

/** Space between the header's lower edge and the first toast. */
const GAP_BELOW_HEADER = 8;

/**
 * Top right, closes after 5 s, pauses on hover and while the window is in the background, a click
 * closes, a drag of 80 % of its width dismisses. The dark theme matches the site. The container
 * starts below the header (which wraps to two rows on a phone), so a toast never covers the balances.
 */
export function ToastViewport() {
  const headerBottom = useHeaderBottom();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      draggable
      draggablePercent={80}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      theme="dark"
      role="alert"
      limit={TOAST_LIMIT}
      style={headerBottom > 0 ? { top: headerBottom + GAP_BELOW_HEADER } : undefined}
    />
  );
}
