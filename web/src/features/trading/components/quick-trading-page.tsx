import { useMemo } from 'react';
import { DEFAULT_TRADE_DURATIONS, STRIKE_RATES } from '@contracts/trade-rules';
import { ExclusionBanner } from '../../protections/components/exclusion-banner';
import { useTradingOptions } from '../hooks/use-trading-options';
import { instrumentDecimals, instrumentName } from '../lib/instrument-label';
import { chosenDuration, chosenInstrument, chosenStrikeRate, FIRST_CHOICES, offeredInstruments } from '../lib/trading-choices';
import { useTradingChoices } from '../store/trading-choices-store';
import { InstrumentSelector } from './instrument-selector';
import { TradingChart } from './trading-chart';
import { TradingPrice } from './trading-price';
import { TradeForm } from './trade-form';
import { TradingSide } from './trading-side';

/**
 * Quick Trading: pick an instrument, watch it live, place a trade, follow every open position and the
 * latest results. The instrument, duration and payout option are remembered in this browser (a new
 * one starts on EUR/USD). The form comes first in the page's order (keyboard and screen readers
 * reach it first); the grid places the market beside or above it.
 */
export function QuickTradingPage() {
  const options = useTradingOptions();
  const choices = useTradingChoices();
  const instruments = useMemo(() => offeredInstruments(options.data?.instruments), [options.data]);
  const symbols = useMemo(() => instruments.map((i) => i.symbol), [instruments]);
  const instrument = chosenInstrument(choices, instruments);
  const symbol = instrument?.symbol ?? FIRST_CHOICES.symbol;
  const category = instrument?.trading_type ?? FIRST_CHOICES.category;
  const durations = options.data?.durations ?? DEFAULT_TRADE_DURATIONS;
  const strikeRates = options.data?.strike_rates ?? STRIKE_RATES;
  const option = chosenStrikeRate(choices.strikeRate, strikeRates);
  const decimals = instrumentDecimals(symbol);

  return (
    <>
      <ExclusionBanner />
      <div className="quick-trading">
        <div className="quick-trading__form">
          <TradeForm
            category={category}
            symbol={symbol}
            symbols={symbols}
            durations={durations}
            duration={chosenDuration(choices.duration, durations)}
            onDuration={choices.chooseDuration}
            strikeRates={strikeRates}
            option={option}
            onOption={choices.chooseStrikeRate}
          />
        </div>
        <section className="card panel quick-trading__market" aria-label="Market">
          <div className="market-bar">
            <InstrumentSelector category={category} symbol={symbol} instruments={instruments} option={option} onChange={choices.chooseInstrument} />
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
    </>
  );
}
