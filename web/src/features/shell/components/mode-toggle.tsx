import { useAppStore } from '../../../shared/store/app-store';

/** Switches between demo and real trading; the label says where a click goes. */
export function ModeToggle() {
  const mode = useAppStore((s) => s.cachedMode);
  const toggle = useAppStore((s) => s.toggleMode);
  const toDemo = mode === 'real';
  return (
    <button
      type="button"
      className={`mode-toggle mode-toggle--${mode}`}
      onClick={toggle}
      data-testid="mode-toggle"
      data-mode={mode}
      title={toDemo ? 'Switch to demo trading with virtual money' : 'Switch to live trading with your USD balance'}
    >
      <span className="mode-toggle__dot" aria-hidden="true" />
      {toDemo ? 'Trade Demo' : 'Trade Live'}
    </button>
  );
}
