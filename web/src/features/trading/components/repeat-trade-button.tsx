import type { TradeDto } from '@contracts/trading';
import { Button } from '../../../shared/ui/button';
import { repeatText } from '../lib/last-trade';

interface RepeatTradeButtonProps {
  last: TradeDto | null;
  /** Why it cannot be placed again as it was, if so. */
  problem: string | null;
  paused: boolean;
  busy: boolean;
  loading: boolean;
  pauseNoteId: string;
  onRepeat: (trade: TradeDto) => void;
}

/** Places the last trade of this mode again, exactly (instrument, direction, amount, option, duration); off until there is one. */
export function RepeatTradeButton({ last, problem, paused, busy, loading, pauseNoteId, onRepeat }: RepeatTradeButtonProps) {
  const detail = last ? repeatText(last) : 'No trade in this mode yet';
  return (
    <Button
      type="button"
      variant="ghost"
      className="repeat-trade"
      loading={loading}
      disabled={!last || problem !== null || paused || busy}
      aria-describedby={paused ? pauseNoteId : undefined}
      title={problem ?? `Repeat last trade: ${detail}`}
      onClick={() => last && onRepeat(last)}
      testId="trade-repeat"
      data-trade-id={last?.trade_id}
    >
      <span className="repeat-trade__icon" aria-hidden="true">
        ↻
      </span>
      <span className="repeat-trade__text">
        <span className="repeat-trade__label">
          Repeat<span className="visually-hidden"> last trade</span>
        </span>
        <span className="repeat-trade__detail" data-testid="trade-repeat-detail">
          {problem ?? detail}
        </span>
      </span>
    </Button>
  );
}
