import type { Instrument } from '@contracts/instruments';
import type { StrikeRate } from '@contracts/trade-rules';
import { payoutPercentsText } from '../lib/instrument-search';
import { useFavourites } from '../store/favourites-store';

interface InstrumentListProps {
  id: string;
  instruments: readonly Instrument[];
  symbol: string;
  activeIndex: number;
  optionId: (index: number) => string;
  option: StrikeRate | undefined;
  favourites: readonly string[];
  onHover: (index: number) => void;
  onPick: (instrument: Instrument) => void;
}

/**
 * The picker's listbox (options are not focusable: the search box points at the highlighted one) and,
 * beside each option, its star: a button outside the listbox (a listbox holds options only), one
 * row high, reachable by Tab for the highlighted instrument and by the pointer for every one.
 */
export function InstrumentList({ id, instruments, symbol, activeIndex, optionId, option, favourites, onHover, onPick }: InstrumentListProps) {
  const toggle = useFavourites((s) => s.toggle);
  if (instruments.length === 0) return null;
  const payout = payoutPercentsText(option);
  return (
    <div className="instrument-list">
      <ul id={id} role="listbox" aria-label="Instruments" className="instrument-list__options">
        {instruments.map((instrument, i) => {
          const starred = favourites.includes(instrument.symbol);
          return (
            // The search box drives the keyboard (aria-activedescendant); a click picks.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={instrument.symbol}
              id={optionId(i)}
              role="option"
              aria-selected={instrument.symbol === symbol}
              className={`instrument-option${i === activeIndex ? ' instrument-option--active' : ''}`}
              onClick={() => onPick(instrument)}
              onMouseMove={() => i !== activeIndex && onHover(i)}
              data-testid="instrument-option"
              data-symbol={instrument.symbol}
              data-active={i === activeIndex || undefined}
            >
              <span className="instrument-option__label">
                <span className="instrument-option__name">
                  {instrument.name}
                  {starred && <span className="visually-hidden">, favourite</span>}
                </span>
                <span className="instrument-option__type">{instrument.trading_type}</span>
              </span>
              <span className="instrument-option__payout" data-testid="instrument-payout">
                <span className="visually-hidden">, payout </span>
                {payout}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="instrument-list__stars" role="group" aria-label="Favourites">
        {instruments.map((instrument, i) => {
          const starred = favourites.includes(instrument.symbol);
          return (
            <button
              key={instrument.symbol}
              type="button"
              className="favourite-star"
              style={{ top: `calc(${i} * var(--instrument-row-h))` }}
              tabIndex={i === activeIndex ? 0 : -1}
              aria-pressed={starred}
              aria-label={`Favourite ${instrument.name}`}
              title={starred ? `Remove ${instrument.name} from favourites` : `Add ${instrument.name} to favourites`}
              onClick={() => toggle(instrument.symbol)}
              data-testid="instrument-star"
              data-symbol={instrument.symbol}
            >
              <span aria-hidden="true">{starred ? '★' : '☆'}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
