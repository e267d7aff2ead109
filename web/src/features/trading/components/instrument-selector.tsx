import { TRADING_TYPES, type Instrument, type TradingType } from '@contracts/instruments';
import type { StrikeRate } from '@contracts/trade-rules';
import { SelectField } from '../../../shared/ui/select-field';
import { listInstruments } from '../lib/instrument-search';
import { instrumentName } from '../lib/instrument-label';
import { useFavourites } from '../store/favourites-store';
import { InstrumentPicker } from './instrument-picker';

interface InstrumentSelectorProps {
  category: TradingType;
  symbol: string;
  /** Every offered instrument (the server's lists when loaded, the catalog otherwise). */
  instruments: readonly Instrument[];
  /** The chosen payout option, whose percents the picker shows. */
  option: StrikeRate | undefined;
  onChange: (category: TradingType, symbol: string) => void;
}

/** The reference's category and symbol selectors: the symbol through a searchable picker, and a star for the shown instrument. */
export function InstrumentSelector({ category, symbol, instruments, option, onChange }: InstrumentSelectorProps) {
  const favourites = useFavourites((s) => s.symbols);
  const toggle = useFavourites((s) => s.toggle);
  const starred = favourites.includes(symbol);
  const name = instrumentName(symbol);
  return (
    <div className="instrument-selector">
      <SelectField
        label="Category"
        value={category}
        testId="trade-category"
        onChange={(e) => {
          const next = e.target.value as TradingType;
          // The category's first instrument, a favourite if it has one.
          const first = listInstruments({ instruments, category: next, query: '', favouritesOnly: false, favourites }).find((i) => i.trading_type === next);
          onChange(next, first?.symbol ?? symbol);
        }}
      >
        {TRADING_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <div className="instrument-selector__symbol">
        <InstrumentPicker symbol={symbol} category={category} instruments={instruments} option={option} onPick={(i) => onChange(i.trading_type, i.symbol)} />
        <button
          type="button"
          className="icon-btn favourite-toggle"
          aria-pressed={starred}
          aria-label={`Favourite ${name}`}
          title={starred ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
          onClick={() => toggle(symbol)}
          data-testid="favourite-toggle"
        >
          <span aria-hidden="true">{starred ? '★' : '☆'}</span>
        </button>
      </div>
    </div>
  );
}
