import { ToastContainer } from 'react-toastify';

/** The reference's toast defaults; toasts beyond the limit wait in react-toastify's queue. */
export const TOAST_LIMIT = 5;

/**
 * Top right, closes after 5 s, pauses on hover and while the window is in the background, a click
 * closes, a drag of 80 % of its width dismisses. The dark theme matches the site.
 */
export function ToastViewport() {
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
    />
  );
}
