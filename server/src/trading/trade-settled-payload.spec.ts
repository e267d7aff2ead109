import { Balances } from '../ledger/ledger.types';
import { versionedBalances } from '../ledger/versioned-balances';
import { encodeBalances, encodeTradeSettled, toTradeHead } from './trade-settled-payload';
import { toTradeDto, toTradeDtoSettled } from './trade.mapper';
import { TradeRow } from './trade.types';

const open: TradeRow = {
  id: '9007199254740',
  user_id: '0b6f3c1e-8a2d-4c59-9a57-2f1d7c1e9b10',
  mode: 'real',
  trading_type: 'Cryptocurrency',
  symbol: 'BTCUSD',
  trade_mode: 'Sell',
  amount: '1999',
  strike_rate: 3,
  payout_percent: 87,
  duration: 60,
  open_price: '64123.45678',
  opened_at: new Date('2026-11-25T10:00:00.123Z'),
  expires_at: new Date('2026-11-25T10:01:01.000Z'),
  status: 'Pending',
  end_price: null,
  end_time: null,
  payout: null,
  void_reason: null,
  source: 'ats',
};
const balances: Balances = { real: 123456, demo: 1000000, realVersion: 42, demoVersion: 7 };

describe('trade:settled encoded in two parts', () => {
  it.each([
    ['Won', { status: 'Won', end_price: '64000.5', payout: '3738', void_reason: null }],
    ['Lost', { status: 'Lost', end_price: '64200', payout: '0', void_reason: null }],
    ['Void, with a reason that needs escaping', { status: 'Void', end_price: null, payout: '1999', void_reason: 'No price "at" expiry\n' }],
  ] as const)('%s: the head encoded before and the rest at settlement give the payload the typed event would', (_, settled) => {
    const row: TradeRow = { ...open, ...settled, end_time: new Date('2026-11-25T10:01:01.042Z') };
    const json = encodeTradeSettled(toTradeHead(open).json, toTradeDtoSettled(row), encodeBalances(versionedBalances(balances)));
    expect(JSON.parse(json)).toEqual({ trade: toTradeDto(row), ...versionedBalances(balances) });
  });
});
