import type { TradeMode } from '@contracts/trade-rules';

/** ▲ Buy / ▼ Sell in the direction's colour; the arrow is decoration, the word is read. */
export function TradeHistoryDirection({ mode }: { mode: TradeMode }) {
  return (
    <span className={`th-direction th-direction--${mode.toLowerCase()}`}>
      <span aria-hidden="true">{mode === 'Buy' ? '▲' : '▼'}</span> {mode}
    </span>
  );
}
