import { create } from 'zustand';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

/** The reference's defaults: close after 5 s, a few at a time, the rest wait in the queue. */
const AUTO_CLOSE_MS = 5000;
const VISIBLE_LIMIT = 3;

interface ToastState {
  visible: Toast[];
  queue: Toast[];
  push: (type: ToastType, message: string) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set, get) => {
  const scheduleClose = (id: number) => window.setTimeout(() => get().dismiss(id), AUTO_CLOSE_MS);
  return {
    visible: [],
    queue: [],
    push: (type, message) => {
      const toast = { id: nextId++, type, message };
      if (get().visible.length < VISIBLE_LIMIT) {
        set((s) => ({ visible: [...s.visible, toast] }));
        scheduleClose(toast.id);
      } else {
        set((s) => ({ queue: [...s.queue, toast] }));
      }
    },
    dismiss: (id) => {
      const { visible, queue } = get();
      if (!visible.some((t) => t.id === id)) return;
      const [next, ...rest] = queue;
      set({ visible: [...visible.filter((t) => t.id !== id), ...(next ? [next] : [])], queue: rest });
      if (next) scheduleClose(next.id);
    },
  };
});

/** Show a toast from anywhere (hooks, mutation callbacks). */
export const toast: Record<ToastType, (message: string) => void> = {
  success: (message) => useToastStore.getState().push('success', message),
  error: (message) => useToastStore.getState().push('error', message),
  info: (message) => useToastStore.getState().push('info', message),
  warning: (message) => useToastStore.getState().push('warning', message),
};
