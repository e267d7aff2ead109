/** A valid demo trade submission (1 s, BTC/USD, Buy 10), with any field replaced. */
export const demoTrade = (over: Record<string, unknown> = {}) => ({
  amount: 10,
  duration: 1,
  mode: 'demo',
  strike_rate: 1,
  trading_type: 'Cryptocurrency',
  symbol: 'BTCUSD',
  trade_mode: 'Buy',
  ...over,
});
