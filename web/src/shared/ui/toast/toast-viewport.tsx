import { ToastContainer } from 'react-toastify';
import { useScreenClass } from '../../hooks/use-screen-class';
import { useBottomClearance } from './use-bottom-clearance';
import './toast.css';

/** The reference's toast defaults; toasts beyond the limit wait in react-toastify's queue. */
export const TOAST_LIMIT = 5;

/** Space between what is fixed at the bottom (on a phone) and the lowest toast. */
const GAP_ABOVE_BOTTOM = 8;

/**
 * Closes after 5 s, pauses on hover and while the window is in the background, a click closes, a drag
 * of 80 % of its width dismisses (the reference's defaults). Placed at the bottom, not the reference's
 * top right: there they covered the page's title and table headers, and the trade form's price. On a
 * computer, bottom right; on a phone, across the bottom above what is fixed there (the bottom bar, the
 * trading screen's Buy and Sell). Never over the header's balances. The dark theme's colours follow the
 * site's theme (toast.css).
 */
export function ToastViewport() {
  const phone = useScreenClass() === 'mobile';
  const clearance = useBottomClearance();
  return (
    <ToastContainer
      position={phone ? 'bottom-center' : 'bottom-right'}
      autoClose={5000}
      draggable
      draggablePercent={80}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      theme="dark"
      role="alert"
      limit={TOAST_LIMIT}
      style={clearance > 0 ? { bottom: clearance + GAP_ABOVE_BOTTOM } : undefined}
    />
  );
}
