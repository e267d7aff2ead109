import type { TradeSource } from '@contracts/trade-rules';

/** Marks a trade the plan's automated trader placed; nothing for the client's own trades. */
export function AtsTag({ source }: { source: TradeSource }) {
  if (source !== 'ats') return null;
  return (
    <span className="ats-tag" title="Placed by the automated trader (ATS)" data-testid="trade-ats-tag">
      ATS
    </span>
  );
}
