import { toast as toastify } from 'react-toastify';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

/**
 * Show a toast from anywhere (hooks, mutation callbacks). The container and its defaults are in
 * ToastViewport; the text carries a test id so the browser tests find it.
 */
export const toast: Record<ToastType, (message: string) => void> = {
  success: (message) => void toastify.success(<span data-testid="toast">{message}</span>),
  error: (message) => void toastify.error(<span data-testid="toast">{message}</span>),
  info: (message) => void toastify.info(<span data-testid="toast">{message}</span>),
  warning: (message) => void toastify.warning(<span data-testid="toast">{message}</span>),
};
