/** The instruments clients trade: symbols, names, quoting decimals and the simulated feed's parameters. */

export const TRADING_TYPES = ['Cryptocurrency', 'Currencies'] as const;
export type TradingType = (typeof TRADING_TYPES)[number];

export interface Instrument {
  /** Symbol as the API and the trade rows carry it, without a slash: BTCUSD. */
  symbol: string;
  /** Display name: BTC/USD. */
  name: string;
  trading_type: TradingType;
  /** Decimals a price of this instrument is quoted with. */
  decimals: number;
  /** Reference price the simulated feed starts from. */
  reference_price: number;
  /** Annualised volatility of the simulated feed (0.6 = 60%); early close prices with it too. */
  volatility: number;
}

/** The year an annualised volatility is measured over. */
export const SECONDS_PER_YEAR = 365 * 86400;

const crypto = (symbol: string, name: string, decimals: number, reference_price: number, volatility: number): Instrument => ({
  symbol,
  name,
  trading_type: 'Cryptocurrency',
  decimals,
  reference_price,
  volatility,
});
const currency = (symbol: string, name: string, decimals: number, reference_price: number, volatility: number): Instrument => ({
  symbol,
  name,
  trading_type: 'Currencies',
  decimals,
  reference_price,
  volatility,
});

export const INSTRUMENTS: readonly Instrument[] = [
  crypto('BCHBTC', 'BCH/BTC', 8, 0.0052, 0.55),
  crypto('BTCUSD', 'BTC/USD', 2, 91000, 0.5),
  crypto('ETHUSD', 'ETH/USD', 2, 3050, 0.65),
  crypto('ETHUSDT', 'ETH/USDT', 2, 3052, 0.65),
  crypto('LTCUSD', 'LTC/USD', 2, 84, 0.75),
  crypto('XRPUSD', 'XRP/USD', 4, 2.15, 0.8),
  crypto('BCHUSD', 'BCH/USD', 2, 480, 0.75),
  crypto('SOLUSD', 'SOL/USD', 2, 138, 0.8),
  crypto('ADAUSD', 'ADA/USD', 4, 0.42, 0.85),
  crypto('DOGEUSD', 'DOGE/USD', 5, 0.15, 0.9),
  currency('EURUSD', 'EUR/USD', 5, 1.158, 0.07),
  currency('GBPUSD', 'GBP/USD', 5, 1.312, 0.08),
  currency('USDJPY', 'USD/JPY', 3, 156.4, 0.09),
  currency('USDCHF', 'USD/CHF', 5, 0.803, 0.08),
  currency('AUDUSD', 'AUD/USD', 5, 0.648, 0.1),
  currency('USDCAD', 'USD/CAD', 5, 1.404, 0.07),
  currency('NZDUSD', 'NZD/USD', 5, 0.566, 0.1),
  currency('EURGBP', 'EUR/GBP', 5, 0.882, 0.06),
  currency('EURJPY', 'EUR/JPY', 3, 181.1, 0.09),
];

/** A new browser's first instrument on the trading screen: a major pair, quoted with five decimals a newcomer can read. */
export const DEFAULT_SYMBOL = 'EURUSD';

export const INSTRUMENTS_BY_SYMBOL: ReadonlyMap<string, Instrument> = new Map(INSTRUMENTS.map((i) => [i.symbol, i]));

export function instrumentsOfType(type: TradingType): Instrument[] {
  return INSTRUMENTS.filter((i) => i.trading_type === type);
}
