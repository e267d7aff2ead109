import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { SubmitTradeResponse } from '../contracts/trading';
import { INSTRUMENTS_BY_SYMBOL } from '../contracts/instruments';
import { toCents } from '../contracts/money';
import { payoutPercent, STRIKE_RATES } from '../contracts/trade-rules';
import { SubmitTradeDto } from '../contracts/requests/trade.request';
import { DomainError } from '../common/domain-error';
import { BatchOutcome, GroupCommit } from '../common/group-commit';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { protectionError } from '../protections/protection-refusal';
import { MarketService } from '../market/market.service';
import type { PriceTick } from '../contracts/events';
import { SettlementScheduler } from './settlement.scheduler';
import { TradeEvents } from './trade-events';
import { KeptAnswer, toSubmitTradeResponse } from './trade.mapper';
import { NewTrade } from './trade.types';
import { TradesRepository } from './trades.repository';

/** A validated request to open a trade. */
export interface OpenRequest {
  userId: string;
  dto: SubmitTradeDto;
  idempotencyKey?: string;
  /** The sign-in the submit comes from; none for the automated trader. */
  sessionId?: string;
  /** The automated trader's placement: its interval, and its admission check run first in the transaction. */
  ats?: { slot: number; admit: (m: EntityManager) => Promise<void> };
}

/**
 * Submits that arrive while earlier ones are being written go together in one call to PostgreSQL
 * (group commit): measured on a 2-core machine, a transaction per submit spent most of the API's time
 * in PostgreSQL round trips. A batch holds at most one submit per user, so each sees its balance after
 * the previous one, exactly as one at a time.
 */
export const OPEN_BATCH = { maxBatch: 64, maxInFlight: 4 } as const;

const fail = (error: unknown): BatchOutcome<never> => ({ ok: false, error });

/**
 * Opens trades: in one call (TradesRepository.openMany) each stake moves user -> escrow and each trade
 * row is written Pending at the current price; then each expiry second gets its settlement job and each
 * owner the event. A replayed Idempotency-Key answers the kept result and does neither.
 */
@Injectable()
export class TradeOpener {
  private readonly group = new GroupCommit<OpenRequest, SubmitTradeResponse>({ ...OPEN_BATCH, keyOf: (r) => r.userId }, (batch) => this.openAll(batch));

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly trades: TradesRepository,
    private readonly market: MarketService,
    private readonly idempotency: IdempotencyService,
    private readonly scheduler: SettlementScheduler,
    private readonly events: TradeEvents,
  ) {}

  async open(request: OpenRequest): Promise<SubmitTradeResponse> {
    if (!request.ats) return this.group.run(request);
    // The automated trader's admission takes locks of its own in the transaction: never grouped.
    const [outcome] = await this.openAll([request]);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  private async openAll(requests: OpenRequest[]): Promise<BatchOutcome<SubmitTradeResponse>[]> {
    // The quote's age is judged at the instant the trades open: none opens on a quote older than QUOTE_MAX_AGE_MS.
    const openedAt = new Date();
    const quotes = await this.market.currentPrices(
      requests.map((r) => r.dto.symbol),
      openedAt.getTime(),
    );
    // Every request gets its outcome: a missing price or a malformed key now, the others from opening.
    const quoted: { i: number; quote: PriceTick }[] = [];
    const outcomes: (BatchOutcome<SubmitTradeResponse> | undefined)[] = requests.map((r, i) => {
      const quote = quotes.get(r.dto.symbol);
      if (!quote) return fail(priceUnavailable(r.dto));
      const keyError = this.idempotency.keyError(r.idempotencyKey);
      if (keyError) return fail(keyError);
      quoted.push({ i, quote });
      return undefined;
    });
    const toOpen = quoted.map((q) => q.i);
    if (!toOpen.length) return outcomes as BatchOutcome<SubmitTradeResponse>[];

    const hashes = toOpen.map((i) => this.idempotency.fingerprint(requests[i].dto));
    const trades = quoted.map(({ i, quote }, n) => ({
      ...newTrade(requests[i], quote, openedAt),
      idempotencyKey: requests[i].idempotencyKey,
      requestHash: hashes[n],
      sessionId: requests[i].sessionId,
    }));
    const ats = requests[toOpen[0]].ats;
    const results = ats
      ? await this.ds.transaction(async (m) => {
          await ats.admit(m);
          return this.trades.openMany(trades, m);
        })
      : await this.trades.openMany(trades);

    const opened: { userId: string; result: SubmitTradeResponse }[] = [];
    results.forEach((r, n) => {
      const i = toOpen[n];
      if (r.outcome === 'short') {
        outcomes[i] = fail(new InsufficientFundsError());
      } else if (r.outcome === 'refused') {
        outcomes[i] = fail(protectionError(r.refusal));
      } else if (r.outcome === 'answered') {
        const replay = this.idempotency.replay({ requestHash: r.requestHash, response: r.answer as KeptAnswer }, hashes[n]);
        outcomes[i] = 'error' in replay ? fail(replay.error) : { ok: true, value: toSubmitTradeResponse(replay.answer) };
      } else {
        const result = toSubmitTradeResponse(r.answer);
        outcomes[i] = { ok: true, value: result };
        opened.push({ userId: requests[i].userId, result });
      }
    });

    const seconds = new Set(opened.map((o) => Math.floor(new Date(o.result.trade.expires_at).getTime() / 1000)));
    await Promise.all([...seconds].map((s) => this.scheduler.scheduleSecond(s)));
    this.events.opened(opened);
    return outcomes as BatchOutcome<SubmitTradeResponse>[];
  }
}

function priceUnavailable(dto: SubmitTradeDto): DomainError {
  const name = INSTRUMENTS_BY_SYMBOL.get(dto.symbol)?.name ?? dto.symbol;
  return new DomainError('PRICE_UNAVAILABLE', `Prices for ${name} are unavailable right now, please try again shortly`);
}

/** The trade row of a request, opened now at the quote; its expiry rounded up to a whole second so one job settles a whole second. */
function newTrade({ userId, dto, ats }: OpenRequest, quote: PriceTick, openedAt: Date): NewTrade {
  // The DTO admits only the options' values.
  const option = STRIKE_RATES.find((o) => o.value === dto.strike_rate);
  if (!option) throw new Error(`No payout option ${dto.strike_rate}`);
  return {
    userId,
    mode: dto.mode,
    tradingType: dto.trading_type,
    symbol: dto.symbol,
    tradeMode: dto.trade_mode,
    amount: toCents(dto.amount),
    strikeRate: option.value,
    payoutPercent: payoutPercent(option, dto.trade_mode),
    duration: dto.duration,
    openPrice: quote.price,
    openedAt,
    expiresAt: new Date(Math.ceil((openedAt.getTime() + dto.duration * 1000) / 1000) * 1000),
    atsSlot: ats?.slot,
  };
}
