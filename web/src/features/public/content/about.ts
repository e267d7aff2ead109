import { DEMO_STARTING_BALANCE } from '@contracts/money';
import { BRAND_NAME } from '../../../shared/brand';
import type { Tile } from './home';

export const ABOUT = {
  title: 'About Us',
  lead: `${BRAND_NAME} is a trading platform for cryptocurrencies and currency pairs, made to be understood before it is used.`,
  story: [
    `${BRAND_NAME} started from a simple observation: fixed-time trading is easy to start and hard to understand. Many platforms hide how a price is made, how a trade is settled and where the money goes. We wanted one that explains all three.`,
    'So we wrote our own. The price stream, the trading screen, the settlement of each trade and the accounting behind every balance are built and run by our own team.',
    'Today the platform runs on a simulated price feed: prices move like a real market but do not come from an exchange. That lets anyone learn the platform, and lets us test every part of it, without depending on an outside connection.',
  ],
  claimsHeading: 'What we hold ourselves to',
  claims: [
    {
      title: 'Demo first',
      text: `Every account has ${DEMO_STARTING_BALANCE.toLocaleString('en-US')} virtual dollars. Demo and real money are kept in separate accounts and never mix.`,
    },
    {
      title: 'Payouts shown up front',
      text: 'The payout of a winning trade is fixed and shown before you press Buy or Sell. It does not change after the trade opens.',
    },
    {
      title: 'Every cent accounted for',
      text: 'Each change of a balance is written as a transfer between two accounts in a double-entry ledger, and the ledger is checked to always balance.',
    },
    {
      title: 'Private by default',
      text: 'Identity documents are seen only by you and our compliance staff. Card numbers are never stored; we keep the last four digits only.',
    },
  ] satisfies Tile[],
  explanationsHeading: 'How it works',
  explanations: [
    {
      title: 'How a trade works',
      text: 'You choose an instrument, an amount, an expiry and a direction. The trade opens at the platform price of that moment. At expiry, if the price moved your way you receive your stake plus the payout; if it moved against you, you lose the stake; if it did not move, the stake comes back.',
    },
    {
      title: 'Where prices come from',
      text: 'Prices come from our own feed, which currently simulates each market with realistic starting prices and volatility. The same prices drive the charts, the ticker, the indicators and the settlement of trades.',
    },
    {
      title: 'How your money is kept',
      text: 'When a trade opens, its stake moves from your balance to a holding account. When it settles, it moves back to you with the payout, or to the house. Nothing moves without a record.',
    },
  ] satisfies Tile[],
};
