import { instrumentsOfType, TRADING_TYPES, type Instrument, type TradingType } from '@contracts/instruments';
import { SelectField } from '../../../shared/ui/select-field';

interface InstrumentSelectorProps {
  category: TradingType;
  symbol: string;
  /** The server's instrument lists, when loaded; the catalog otherwise. */
  instruments?: Record<TradingType, Instrument[]>;
  onChange: (category: TradingType, symbol: string) => void;
}

export function InstrumentSelector({ category, symbol, instruments, onChange }: InstrumentSelectorProps) {
  const listOf = (type: TradingType) => instruments?.[type] ?? instrumentsOfType(type);
  return (
    <div className="instrument-selector">
      <SelectField
        label="Category"
        value={category}
        testId="trade-category"
        onChange={(e) => {
          const next = e.target.value as TradingType;
          onChange(next, listOf(next)[0]?.symbol ?? symbol);
        }}
      >
        {TRADING_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <SelectField label="Symbol" value={symbol} testId="trade-symbol" onChange={(e) => onChange(category, e.target.value)}>
        {listOf(category).map((i) => (
          <option key={i.symbol} value={i.symbol}>
            {i.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
