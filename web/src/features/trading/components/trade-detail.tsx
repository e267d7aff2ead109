import { useState, type ReactNode } from 'react';
import type { TradeDto } from '@contracts/trading';
import { dateTimeParts } from '../../../shared/format/date-time';
import { formatDuration } from '../../../shared/format/duration';
import { formatUsd } from '../../../shared/format/money';
import { formatPrice } from '../../../shared/format/price';
import { Modal } from '../../../shared/ui/modal';
import { useTrades } from '../hooks/use-trades';
import { instrumentDecimals, instrumentName } from '../lib/instrument-label';
import { explainTrade } from '../lib/trade-explanation';
import { profitLoss } from '../lib/trade-history';
import { formatProfitLoss } from '../lib/trade-history-format';
import { winAmounts } from '../lib/payout';
import { hasReceipt } from '../lib/receipt';
import { ClosePosition } from './close-position';
import { LazyTradeVerification } from './lazy-trade-verification';
import { TradeStatusBadge } from './trade-status-badge';
import './trade-detail.css';

const when = (iso: string | null) => {
  const parts = dateTimeParts(iso);
  return parts ? `${parts[0]}, ${parts[1]}` : '—';
};
const timeOf = (iso: string) => dateTimeParts(iso)?.[1] ?? iso;

/** A trade's row made a button that opens its detail: what it was, its entry and exit, what it paid, in words. */
export function TradeDetailButton({ trade, children, className }: { trade: TradeDto; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`trade-detail-button ${className ?? ''}`}
        data-testid="trade-detail-open"
        aria-haspopup="dialog"
        title="Show this trade's detail"
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && <TradeDetail trade={trade} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The detail of one trade, kept current from its mode's trade list (it may settle or close while shown). */
function TradeDetail({ trade: shown, onClose }: { trade: TradeDto; onClose: () => void }) {
  const { data: trades } = useTrades(shown.mode);
  const trade = trades?.find((t) => t.trade_id === shown.trade_id) ?? shown;
  const decimals = instrumentDecimals(trade.symbol);
  const { bet, outcome } = explainTrade(trade, timeOf);
  const wins = winAmounts(trade.amount, trade.payout_percent);
  const ended = trade.status !== 'Pending';
  const facts: [string, ReactNode][] = [
    ['Trade', `#${trade.trade_id}`],
    ['Account', trade.mode === 'demo' ? 'Demo' : 'Real (USD)'],
    ['Placed by', trade.source === 'ats' ? 'The automated trader (your plan)' : 'You'],
    ['Direction', trade.trade_mode === 'Buy' ? '▲ Buy (higher)' : '▼ Sell (lower)'],
    ['Stake', formatUsd(trade.amount)],
    ['Payout option', `Option ${trade.strike_rate}: ${trade.payout_percent}% profit if right, ${formatUsd(wins.payout)} back`],
    ['Duration', formatDuration(trade.duration)],
    ['Entry', `${formatPrice(trade.open_price, decimals)} at ${when(trade.trade_time)}`],
    ['Expiry', when(trade.expires_at)],
  ];
  if (ended && trade.status !== 'Void') {
    facts.push([trade.status === 'Closed' ? 'Closed at' : 'Exit', `${formatPrice(trade.end_price, decimals)} at ${when(trade.end_time)}`]);
  }
  if (ended) {
    facts.push([trade.status === 'Closed' ? 'Close value' : 'Paid back', formatUsd(trade.payout)]);
    facts.push(['Profit/Loss', formatProfitLoss(profitLoss(trade))]);
  }
  return (
    <Modal open onClose={onClose} title={`${instrumentName(trade.symbol)} · ${trade.trade_mode} · ${formatUsd(trade.amount)}`} testId="trade-detail">
      <div className="trade-detail">
        <p className="trade-detail__status">
          <TradeStatusBadge status={trade.status} />
        </p>
        <p className="trade-detail__bet">{bet}</p>
        <p className="trade-detail__outcome" data-testid="trade-detail-outcome">
          {outcome}
        </p>
        <dl className="trade-detail__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {hasReceipt(trade.status) && <LazyTradeVerification trade={trade} />}
        <ClosePosition trade={trade} />
      </div>
    </Modal>
  );
}
