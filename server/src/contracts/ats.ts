/** The plans' automated trader (ATS): its limits and defaults, shared by the server and the web app. */
import type { TradeMode } from './trade-rules';
import type { TradeDto } from './trading';

/** Default of ATS_INTERVAL_SECONDS: how often the worker evaluates every enabled holder. */
export const ATS_DEFAULT_INTERVAL_SECONDS = 300;
/** An ATS trade lasts the shortest configured duration of at least this many seconds. */
export const ATS_MIN_DURATION_SECONDS = 60;
/** USD; the stake is also at most the real balance at each placement. */
export const ATS_MIN_STAKE = 1;
export const ATS_MAX_STAKE = 1_000_000;
export const ATS_DEFAULT_SYMBOL = 'BTCUSD';
/** USD: the stake shown before a holder saves one. */
export const ATS_DEFAULT_STAKE = 10;
/** Candles the direction is read from (the technical summary of the Financial Instruments page). */
export const ATS_CANDLE_INTERVAL = '1m';
export const ATS_CANDLE_HISTORY = 300;
/** ATS trades shown on its panel. */
export const ATS_RECENT_SHOWN = 10;

/** The payout option an ATS trade takes: the one paying most in its direction. */
export const ATS_STRIKE_RATE: Record<TradeMode, number> = { Buy: 1, Sell: 5 };

/** The duration ATS trades take: the shortest configured one of at least ATS_MIN_DURATION_SECONDS; null when none is. */
export const atsDuration = (durations: readonly number[]): number | null =>
  [...durations].sort((a, b) => a - b).find((d) => d >= ATS_MIN_DURATION_SECONDS) ?? null;

/** Why a round placed no trade for a holder (shown on the panel as the last outcome). */
export const ATS_SKIPS = {
  neutral: 'No trade: the technical summary is Neutral',
  noPrice: 'No trade: no current price',
  shortBalance: 'No trade: the real balance is below the stake',
  dailyLimit: "No trade: today's ATS trades are used",
  noHistory: 'No trade: not enough price history yet',
  noDuration: 'No trade: no trade duration of at least 60 seconds is offered',
  switchedOff: 'No trade: the automated trader was switched off',
  failed: 'No trade: a technical problem; the next interval tries again',
} as const;

export const ATS_MESSAGES = {
  needsPlan: 'The automated trader comes with a trading plan: choose one on the Plans page (/user/plan)',
  saved: 'Automated trader settings saved',
  riskWarning:
    'The automated trader places real trades with your money. It follows a technical summary of past prices, which predicts nothing: every trade can be lost, and several losses in a row are possible.',
} as const;

/** `PUT /api/ats`: the automated trader's settings. */
export interface AtsSettingsDto {
  enabled: boolean;
  /** USD per trade. */
  stake: number;
  symbol: string;
}

/** `GET /api/ats`: the settings, today's use against the plan's limit and the latest ATS trades. */
export interface AtsStatusDto extends AtsSettingsDto {
  trading_plan: string;
  trades_per_day: number;
  /** ATS trades placed since 00:00 UTC. */
  today_count: number;
  interval_seconds: number;
  /** The duration its trades take (seconds); null when no duration of at least a minute is offered. */
  duration: number | null;
  last_run_at: string | null;
  /** What the last round did for this holder ("Placed a Buy trade", or why it placed none). */
  last_outcome: string | null;
  recent: TradeDto[];
}
