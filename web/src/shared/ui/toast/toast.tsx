import { toast as toastify } from 'react-toastify';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  /** One toast per id while it shows: the same news from two sources (an answer and its live event) shows once. */
  id?: string;
}

const show =
  (type: ToastType) =>
  (message: string, options: ToastOptions = {}): void =>
    void toastify[type](<span data-testid="toast">{message}</span>, options.id === undefined ? undefined : { toastId: options.id });

/**
 * Show a toast from anywhere (hooks, mutation callbacks). The container and its defaults are in
 * ToastViewport; the text carries a test id so the browser tests find it.
 */
export const toast: Record<ToastType, (message: string, options?: ToastOptions) => void> = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
