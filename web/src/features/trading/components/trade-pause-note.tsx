import { TRADING_PAUSE_TEXT, type TradingPause } from '../lib/trading-pause';

/**
 * Why Buy and Sell are off, above them while they are. The visible line comes and goes without moving
 * anything when trading is on; a live region that is always there announces each change.
 */
export function TradePauseNote({ pause, id }: { pause: TradingPause | null; id: string }) {
  const text = pause ? TRADING_PAUSE_TEXT[pause] : '';
  return (
    <>
      {pause && (
        <p id={id} className={`trade-pause trade-pause--${pause}`} data-testid="trade-paused" data-reason={pause} aria-hidden="true">
          <span className="trade-pause__icon" />
          {text}
        </p>
      )}
      <span className="visually-hidden" role="status" data-testid="trade-paused-announcer">
        {text}
      </span>
    </>
  );
}
