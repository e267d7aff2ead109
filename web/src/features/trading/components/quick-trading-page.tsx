import { useState } from 'react';
import { DEFAULT_SYMBOL, INSTRUMENTS_BY_SYMBOL, type TradingType } from '@contracts/instruments';
import { useTradingOptions } from '../hooks/use-trading-options';
import { instrumentDecimals, instrumentName } from '../lib/instrument-label';
import { InstrumentSelector } from './instrument-selector';
import { TradingChart } from './trading-chart';
import { TradingPrice } from './trading-price';
import { TradeForm } from './trade-form';
import { TradingSide } from './trading-side';

/**
 * Quick Trading: pick an instrument, watch it live, place a trade, follow every open position and the
 * latest results. The form comes first in the page's order (keyboard and screen readers reach it
 * first); the grid places the market beside or above it.
 */
export function QuickTradingPage() {
  const options = useTradingOptions();
  const [category, setCategory] = useState<TradingType>(INSTRUMENTS_BY_SYMBOL.get(DEFAULT_SYMBOL)?.trading_type ?? 'Cryptocurrency');
  const [symbol, setSymbol] = useState(DEFAULT_SYMBOL);
  const decimals = instrumentDecimals(symbol);

  return (
    <div className="quick-trading">
      <div className="quick-trading__form">
        <TradeForm category={category} symbol={symbol} durations={options.data?.durations} strikeRates={options.data?.strike_rates} />
      </div>
      <section className="card panel quick-trading__market" aria-label="Market">
        <div className="market-bar">
          <InstrumentSelector
            category={category}
            symbol={symbol}
            instruments={options.data?.instruments}
            onChange={(nextCategory, nextSymbol) => {
              setCategory(nextCategory);
              setSymbol(nextSymbol);
            }}
          />
          <div className="market-bar__price">
            <span className="muted">{instrumentName(symbol)}</span>
            <TradingPrice symbol={symbol} decimals={decimals} />
          </div>
        </div>
        <div className="quick-trading__chart" data-testid="trading-chart-area">
          <TradingChart symbol={symbol} decimals={decimals} />
        </div>
      </section>
      <aside className="quick-trading__side" aria-label="Positions">
        <TradingSide />
      </aside>
    </div>
  );
}
