import { instrumentsOfType } from '@contracts/instruments';
import { TRADE_LIMITS } from '@contracts/limits';
import { DEMO_STARTING_BALANCE } from '@contracts/money';

const cryptoCount = instrumentsOfType('Cryptocurrency').length;
const currencyCount = instrumentsOfType('Currencies').length;
const demoBalance = DEMO_STARTING_BALANCE.toLocaleString('en-US');

export interface Tile {
  title: string;
  text: string;
}

/** The tiles under the hero. */
export const FEATURE_TILES: readonly Tile[] = [
  {
    title: 'Demo account',
    text: `Every account starts with ${demoBalance} virtual dollars. Learn the platform and test ideas without risking real money.`,
  },
  { title: 'Crypto and currencies', text: 'Trade BTC, ETH, BCH, LTC, XRP and more, plus the major currency pairs, from one screen.' },
  { title: 'Clear payouts', text: 'Pick a payout option before you trade and see exactly what a winning trade returns.' },
  { title: 'Live results', text: 'Watch prices move in real time and see each trade settle the moment it expires.' },
];

export const PLATFORM = {
  heading: 'A simple platform, built in the open',
  text: 'We built our own trading platform instead of licensing a white-label one. Everything you see, from the price stream to the way a trade is settled, is ours, so we can explain exactly how it works.',
  tiles: [
    {
      title: 'Interface',
      text: 'One trading screen: choose an instrument, an amount, an expiry and a payout option, then press Buy or Sell. The same layout works on a phone, a tablet and a desktop.',
    },
    {
      title: 'Signals',
      text: 'The Financial Instruments page sums up moving averages, RSI and MACD as Buy, Neutral or Sell. It is a summary of past prices, not a forecast and not advice.',
    },
    {
      title: 'Indicators',
      text: 'Indicators are computed in your browser from our own daily and hourly candles, with an open-source indicator library, so the numbers can be checked.',
    },
    {
      title: 'Speed',
      text: 'Prices reach your browser about twice a second, and a trade is settled at the second it expires. The result appears without reloading the page.',
    },
  ] satisfies Tile[],
};

/** The eight reasons of the "Why" section. */
export const WHY_HEADING = 'Why trade with us';

export const WHY: readonly Tile[] = [
  {
    title: 'Flexible trading',
    text: `Stakes from $${TRADE_LIMITS.minAmount}, expiry times from a minute up to a day, and Buy or Sell on every instrument. You decide how much and for how long.`,
  },
  {
    title: 'Education',
    text: 'Plain-language guides to Bitcoin, Bitcoin Cash, Litecoin, Ethereum and Ripple explain each market and walk you through a trade step by step.',
  },
  {
    title: 'Diverse instruments',
    text: `${cryptoCount} cryptocurrency pairs and ${currencyCount} currency pairs, all on the same screen with the same rules.`,
  },
  {
    title: 'Demo account',
    text: `${demoBalance} virtual dollars on every account, kept apart from real money. Switch between demo and live trading with one click.`,
  },
  {
    title: 'Easy deposits and withdrawals',
    text: 'Deposit in US dollars by card, Bitcoin or Ethereum, and withdraw to a crypto wallet or a bank account. Every movement appears in your history.',
  },
  {
    title: 'Customer loyalty',
    text: 'Trading plans give regular traders more trades a day at each level, and VIP status on the Diamond plan.',
  },
  {
    title: 'Trading advantages',
    text: 'You see the exact payout of a winning trade before you place it, and a losing trade never costs more than its stake. No leverage, no margin calls.',
  },
  {
    title: 'Indicators and signals',
    text: 'Moving averages, RSI and MACD for every instrument, computed from our own price history and summed up as Buy, Neutral or Sell.',
  },
];
