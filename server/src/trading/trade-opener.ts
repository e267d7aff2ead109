import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { SubmitTradeResponse } from '../contracts/api';
import { INSTRUMENTS_BY_SYMBOL } from '../contracts/instruments';
import { fromCents, toCents } from '../contracts/money';
import { payoutPercent, STRIKE_RATES } from '../contracts/trade-rules';
import { SubmitTradeDto } from '../contracts/requests/trade.request';
import { DomainError } from '../common/domain-error';
import { BatchOutcome, GroupCommit } from '../common/group-commit';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { LedgerService } from '../ledger/ledger.service';
import { versionedBalances } from '../ledger/versioned-balances';
import { MarketService } from '../market/market.service';
import type { PriceTick } from '../contracts/events';
import { SettlementScheduler } from './settlement.scheduler';
import { TradeEvents } from './trade-events';
import { toTradeDto } from './trade.mapper';
import { NewTrade } from './trade.types';
import { TradesRepository } from './trades.repository';

/** A validated request to open a trade. */
export interface OpenRequest {
  userId: string;
  dto: SubmitTradeDto;
  idempotencyKey?: string;
  /** The automated trader's placement: its interval, and its admission check run first in the transaction. */
  ats?: { slot: number; admit: (m: EntityManager) => Promise<void> };
}

/**
 * Submits that arrive while earlier ones are being written go together in one transaction (group
 * commit): measured on a 2-core machine, a transaction per submit spent most of the API's time in
 * PostgreSQL round trips. A batch holds at most one submit per user, so each sees its balance after the
 * previous one, exactly as one at a time.
 */
export const OPEN_BATCH = { maxBatch: 64, maxInFlight: 4 } as const;

const fail = (error: unknown): BatchOutcome<never> => ({ ok: false, error });

/**
 * Opens trades: in one transaction the ledger holds each stake (user -> escrow) and each trade row is
 * written Pending at the current price; then each expiry second gets its settlement job and each owner
 * the event. A replayed Idempotency-Key answers the stored result and does neither.
 */
@Injectable()
export class TradeOpener {
  private readonly group = new GroupCommit<OpenRequest, SubmitTradeResponse>({ ...OPEN_BATCH, keyOf: (r) => r.userId }, (batch) => this.openAll(batch));

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly trades: TradesRepository,
    private readonly ledger: LedgerService,
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
    const quotes = await this.market.currentPrices(requests.map((r) => r.dto.symbol));
    // Every request gets its outcome below: a missing price now, the others in the transaction.
    const outcomes: (BatchOutcome<SubmitTradeResponse> | undefined)[] = requests.map((r) =>
      quotes.has(r.dto.symbol) ? undefined : fail(priceUnavailable(r.dto)),
    );
    const priced = requests.flatMap((r, i) => (quotes.has(r.dto.symbol) ? [i] : []));
    if (!priced.length) return outcomes as BatchOutcome<SubmitTradeResponse>[];

    const opened = await this.ds.transaction(async (m) => {
      for (const i of priced) await requests[i].ats?.admit(m);
      const claims = await this.idempotency.claimAll<SubmitTradeResponse>(
        m,
        priced.map((i) => ({ userId: requests[i].userId, key: requests[i].idempotencyKey, body: requests[i].dto })),
      );
      const toOpen: number[] = [];
      claims.forEach((claim, n) => {
        const i = priced[n];
        if (claim.claimed) toOpen.push(i);
        else outcomes[i] = 'error' in claim ? fail(claim.error) : { ok: true, value: claim.answer };
      });
      const openedAt = new Date();
      const held = await this.ledger.holdStakes(
        m,
        toOpen.map((i) => ({ userId: requests[i].userId, mode: requests[i].dto.mode, amount: toCents(requests[i].dto.amount) })),
        (h) =>
          this.trades.insertMany(
            m,
            h.map((n) => newTrade(requests[toOpen[n]], quotes.get(requests[toOpen[n]].dto.symbol)!, openedAt)),
          ),
      );
      const fresh: { userId: string; key?: string; result: SubmitTradeResponse }[] = [];
      const refused: { userId: string; key: string }[] = [];
      held.forEach((h, n) => {
        const i = toOpen[n];
        if (h instanceof Error) {
          outcomes[i] = fail(h);
          if (requests[i].idempotencyKey) refused.push({ userId: requests[i].userId, key: requests[i].idempotencyKey! });
          return;
        }
        const result = { amount: fromCents(toCents(requests[i].dto.amount)), trade: toTradeDto(h.trade), ...versionedBalances(h.balances) };
        outcomes[i] = { ok: true, value: result };
        fresh.push({ userId: requests[i].userId, key: requests[i].idempotencyKey, result });
      });
      await this.idempotency.saveAll(
        m,
        fresh.flatMap((f) => (f.key ? [{ userId: f.userId, key: f.key, response: f.result }] : [])),
      );
      // A refusal is not an answer to keep: the key may be used again once the balance allows it.
      await this.idempotency.releaseAll(m, refused);
      return fresh;
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
  const option = STRIKE_RATES.find((o) => o.value === dto.strike_rate)!;
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
