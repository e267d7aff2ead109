import { useToastStore } from './toast-store';

/** Top-right stack of toasts; a click closes one. */
export function ToastViewport() {
  const visible = useToastStore((s) => s.visible);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className="toasts" aria-live="polite">
      {visible.map((t) => (
        <button key={t.id} type="button" className={`toast toast--${t.type}`} role="alert" data-testid="toast" onClick={() => dismiss(t.id)}>
          {t.message}
        </button>
      ))}
    </div>
  );
}
