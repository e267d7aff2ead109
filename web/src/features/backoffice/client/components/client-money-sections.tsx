import { Link } from 'react-router';
import type { DepositDto, WithdrawalDto } from '@contracts/funds';
import { statementKindLabel, type StatementLineDto } from '@contracts/statement';
import type { TradeDto } from '@contracts/trading';
import { formatUsd } from '../../../../shared/format/money';
import { DateTimeCell } from '../../../trading/components/date-time-cell';
import { itemPath } from '../../lib/queues';
import { ClientSection, StateChip } from './client-section';
import { ClientTable, type ClientColumn } from './client-table';

const LATEST = 'Latest 50, newest first';
const METHODS: Record<string, string> = { btc: 'Bitcoin', eth: 'Ethereum', card: 'Card', bank: 'Bank transfer' };
const methodName = (method: string) => METHODS[method] ?? method;

const DEPOSIT_COLUMNS: readonly ClientColumn<DepositDto>[] = [
  {
    label: 'Deposit',
    cell: (d) => (
      <Link to={itemPath('deposit', d.deposit_id)} className="bo-row__link">
        #{d.deposit_id}
      </Link>
    ),
  },
  { label: 'Method', cell: (d) => (d.card_last4 ? `${d.card_brand ?? 'Card'} ···· ${d.card_last4}` : methodName(d.method)) },
  { label: 'Amount', num: true, cell: (d) => formatUsd(d.amount) },
  { label: 'State', cell: (d) => <StateChip state={d.status} /> },
  { label: 'Created', cell: (d) => <DateTimeCell value={d.createdAt} /> },
];

const WITHDRAWAL_COLUMNS: readonly ClientColumn<WithdrawalDto>[] = [
  {
    label: 'Withdrawal',
    cell: (w) => (
      <Link to={itemPath('withdrawal', w.withdraw_id)} className="bo-row__link">
        #{w.withdraw_id}
      </Link>
    ),
  },
  { label: 'To', cell: (w) => <span className="bo-client-page__wrap mono">{w.wallet}</span> },
  { label: 'Amount', num: true, cell: (w) => formatUsd(w.amount) },
  { label: 'State', cell: (w) => <StateChip state={w.status} /> },
  { label: 'Created', cell: (w) => <DateTimeCell value={w.createdAt} /> },
];

const TRADE_COLUMNS: readonly ClientColumn<TradeDto>[] = [
  { label: 'Trade', cell: (t) => `#${t.trade_id}` },
  { label: 'Instrument', cell: (t) => `${t.symbol} ${t.trade_mode}` },
  { label: 'Stake', num: true, cell: (t) => formatUsd(t.amount) },
  { label: 'State', cell: (t) => <StateChip state={t.status} /> },
  { label: 'Paid', num: true, cell: (t) => (t.payout === null ? '—' : formatUsd(t.payout)) },
  { label: 'Opened', cell: (t) => <DateTimeCell value={t.trade_time} /> },
];

const STATEMENT_COLUMNS: readonly ClientColumn<StatementLineDto>[] = [
  { label: 'Time', cell: (l) => <DateTimeCell value={l.time} /> },
  { label: 'Movement', cell: (l) => statementKindLabel(l.kind) },
  { label: 'Reference', cell: (l) => <span className="mono">{l.reference}</span> },
  { label: 'Amount', num: true, cell: (l) => formatUsd(l.amount) },
  { label: 'Balance', num: true, cell: (l) => formatUsd(l.balance) },
];

export function DepositsSection({ deposits }: { deposits: DepositDto[] }) {
  return (
    <ClientSection id="deposits" count={deposits.length} note={LATEST}>
      <ClientTable rows={deposits} columns={DEPOSIT_COLUMNS} rowKey={(d) => String(d.deposit_id)} empty="No deposits." testId="bo-client-deposits" />
    </ClientSection>
  );
}

export function WithdrawalsSection({ withdrawals }: { withdrawals: WithdrawalDto[] }) {
  return (
    <ClientSection id="withdrawals" count={withdrawals.length} note={LATEST}>
      <ClientTable
        rows={withdrawals}
        columns={WITHDRAWAL_COLUMNS}
        rowKey={(w) => String(w.withdraw_id)}
        empty="No withdrawals."
        testId="bo-client-withdrawals"
      />
    </ClientSection>
  );
}

export function TradesSection({ trades }: { trades: TradeDto[] }) {
  return (
    <ClientSection id="trades" count={trades.length} note={`Real account · ${LATEST.toLowerCase()}`}>
      <ClientTable rows={trades} columns={TRADE_COLUMNS} rowKey={(t) => String(t.trade_id)} empty="No real trades." testId="bo-client-trades" />
    </ClientSection>
  );
}

export function StatementSection({ lines }: { lines: StatementLineDto[] }) {
  return (
    <ClientSection id="statement" count={lines.length} note={`Real account · ${LATEST.toLowerCase()}`}>
      <ClientTable rows={lines} columns={STATEMENT_COLUMNS} rowKey={(l) => l.reference} empty="No movements." testId="bo-client-statement" />
    </ClientSection>
  );
}
