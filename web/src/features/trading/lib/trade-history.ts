import type { TradeDto } from '@contracts/trading';
import { fromCents, toCents } from '@contracts/money';
import { TRADE_STATUSES, type TradeStatus } from '@contracts/trade-rules';
import { instrumentDecimals, instrumentName } from './instrument-label';
import { statusLabel } from './trade-status';

/** What an ended trade did to the balance: Won and Closed +(payout − stake), Lost −stake, Draw and Void 0; null while Pending. */
export function profitLoss(trade: Pick<TradeDto, 'status' | 'amount' | 'payout'>): number | null {
  switch (trade.status) {
    case 'Won':
    case 'Closed':
      return trade.payout === null ? null : fromCents(toCents(trade.payout) - toCents(trade.amount));
    case 'Lost':
      return -trade.amount;
    case 'Draw':
    case 'Void':
      return 0;
    case 'Pending':
      return null;
  }
}

export interface HistoryFilters {
  symbol: string | null;
  status: TradeStatus | null;
  /** Local calendar days, YYYY-MM-DD, both inclusive. */
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: HistoryFilters = { symbol: null, status: null, from: null, to: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : null);

/** The filters a link carries (?symbol=&status=&from=&to=); anything unreadable is ignored. */
export function filtersFromParams(params: URLSearchParams): HistoryFilters {
  const status = params.get('status');
  return {
    symbol: params.get('symbol') || null,
    status: TRADE_STATUSES.find((s) => s === status) ?? null,
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The filters as search params, only those set, other params kept. */
export function filtersToParams(filters: HistoryFilters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['symbol', 'status', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

export const hasFilters = (f: HistoryFilters) => Boolean(f.symbol || f.status || f.from || f.to);

const pad = (n: number) => String(n).padStart(2, '0');

/** A timestamp's local calendar day, YYYY-MM-DD (what a date input shows and the date filters compare). */
export function localDay(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A timestamp in local time for a CSV cell: 2026-11-23 14:03:12 (a spreadsheet reads it as a date). */
export function localDateTime(value: string | null): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${localDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The rows the filters keep, in their order; the date range applies to the trade time, by local day. */
export function filterTrades(trades: readonly TradeDto[], f: HistoryFilters): TradeDto[] {
  return trades.filter((t) => {
    if (f.symbol && t.symbol !== f.symbol) return false;
    if (f.status && t.status !== f.status) return false;
    if (f.from || f.to) {
      const d = localDay(t.trade_time);
      if (f.from && d < f.from) return false;
      if (f.to && d > f.to) return false;
    }
    return true;
  });
}

export interface HistorySummary {
  trades: number;
  won: number;
  lost: number;
  /** Won ÷ (Won + Lost): Draw, Void and Pending trades are not decided either way; null when none is decided. */
  winRate: number | null;
  /** Sum of the profit or loss of the settled trades (Pending ones count nothing yet). */
  net: number;
}

export function summarize(trades: readonly TradeDto[]): HistorySummary {
  let won = 0;
  let lost = 0;
  let netCents = 0;
  for (const t of trades) {
    if (t.status === 'Won') won++;
    if (t.status === 'Lost') lost++;
    const pl = profitLoss(t);
    if (pl !== null) netCents += toCents(pl);
  }
  return { trades: trades.length, won, lost, winRate: won + lost > 0 ? won / (won + lost) : null, net: fromCents(netCents) };
}

/** The instruments present in the rows, by display name, for the instrument filter. */
export function instrumentsIn(trades: readonly TradeDto[]): { symbol: string; name: string }[] {
  const symbols = [...new Set(trades.map((t) => t.symbol))];
  return symbols.map((symbol) => ({ symbol, name: instrumentName(symbol) })).sort((a, b) => a.name.localeCompare(b.name));
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote, CR or LF, inner quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The trade history table's column headers, in the order of its cells and of the CSV. */
export const TRADE_HISTORY_COLUMNS = [
  'Order ID',
  'Time',
  'Instrument',
  'Direction',
  'Stake',
  'Open price',
  'End price',
  'Expiry',
  'Status',
  'Profit/Loss',
  'Payout',
] as const;

/** The table's columns in its order, then the details shown inside cells or in the trade's detail (payout percent, source, end time: a close's time). */
export const CSV_HEADER = [...TRADE_HISTORY_COLUMNS, 'Payout %', 'Source', 'End time'] as const;

const plain = (value: number | null, decimals: number) => (value === null || !Number.isFinite(value) ? '' : value.toFixed(decimals));

/** The rows as an RFC 4180 CSV (CRLF line ends): numbers without grouping or currency so a spreadsheet reads them. */
export function tradesCsv(trades: readonly TradeDto[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const t of trades) {
    const decimals = instrumentDecimals(t.symbol);
    const cells = [
      String(t.trade_id),
      localDateTime(t.trade_time),
      instrumentName(t.symbol),
      t.trade_mode,
      plain(t.amount, 2),
      plain(t.open_price, decimals),
      plain(t.end_price, decimals),
      localDateTime(t.expires_at),
      statusLabel(t.status),
      plain(profitLoss(t), 2),
      plain(t.payout, 2),
      String(t.payout_percent),
      t.source === 'ats' ? 'ATS' : 'Manual',
      localDateTime(t.end_time),
    ];
    lines.push(cells.map(csvField).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

/** trades-demo-2026-11-23.csv: the account mode and the local day of the export. */
export function csvFilename(mode: string, now: Date = new Date()): string {
  return `trades-${mode}-${localDay(now)}.csv`;
}
