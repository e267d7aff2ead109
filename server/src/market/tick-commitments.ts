import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { PriceTick } from '../contracts/events';
import { INSTRUMENTS } from '../contracts/instruments';
import type { Hash } from '../contracts/provable/merkle';
import { CommittedSecond, TickCommitment, tickCommitmentOf, TickLeaf } from '../contracts/provable/statements';
import { RealtimeService } from '../realtime/realtime.service';
import { SettlementSigner } from '../signing/settlement-signer';
import { RecentTicks } from './recent-ticks';
import { TickCommitmentsRepository } from './tick-commitments.repository';
import { TickStore } from './tick-store';

/** At most this many past seconds are committed at once; a longer silence (the feed stopped) is a recorded gap. */
const MAX_BACKFILL_SECONDS = 900;
const SYMBOLS = INSTRUMENTS.map((i) => i.symbol).sort();

export const nodeSha256: Hash = (data) => createHash('sha256').update(data).digest();

/** A second's leaves: one per instrument, sorted by symbol, with every tick of the second (none for an instrument that did not move). */
export function leavesOf(second: number, ticks: Map<string, { time: number; price: number }[]>): TickLeaf[] {
  return SYMBOLS.map((symbol) => ({
    symbol,
    second,
    ticks: (ticks.get(symbol) ?? []).filter((t) => Math.floor(t.time / 1000) === second).map((t): [number, number] => [t.time, t.price]),
  }));
}

/** The stored ticks and those this process published (which Redis may have lost since), each once, in time order. */
function withRecent(stored: Map<string, PriceTick[]>, recent: PriceTick[]): Map<string, PriceTick[]> {
  for (const t of recent) {
    const list = stored.get(t.symbol) ?? [];
    if (!list.some((s) => s.time === t.time)) list.push(t);
    stored.set(t.symbol, list);
  }
  for (const list of stored.values()) list.sort((a, b) => a.time - b.time);
  return stored;
}

/**
 * Commits each second's ticks once the second has ended (DESIGN "Provable settlement"): the feed leader
 * calls `commitBefore` as it publishes the first tick of a new second. The ticks are read back from
 * the tick store, so a new leader commits the seconds its predecessor published and did not commit.
 * A second without a single tick of any instrument (the feed stopped, Redis lost them) is not
 * committed: the next commitment's prevSecond records the gap, signed, never silently skipped.
 */
@Injectable()
export class TickCommitments {
  private readonly logger = new Logger(TickCommitments.name);
  private queue: Promise<void> = Promise.resolve();
  private committedThrough = -1;

  constructor(
    private readonly repository: TickCommitmentsRepository,
    private readonly store: TickStore,
    private readonly signer: SettlementSigner,
    private readonly realtime: RealtimeService,
    private readonly recent: RecentTicks,
  ) {}

  /** Commits, in the background and one run at a time, every second before this one not committed yet. */
  commitBefore(second: number): void {
    if (second - 1 <= this.committedThrough) return;
    this.queue = this.queue.then(() => this.commitThrough(second - 1)).catch((err: Error) => this.logger.warn(`Ticks not committed: ${err.message}`));
  }

  /**
   * The ticks of the seconds committed from `fromSecond` on: what a Redis that lost its data is given
   * back besides this process's own, so that settlement prices from every tick a receipt can show.
   */
  async committedTicksSince(fromSecond: number): Promise<PriceTick[]> {
    const seconds = await this.repository.between(fromSecond, Math.floor(Date.now() / 1000));
    return seconds.flatMap((s) => s.leaves.flatMap((l) => l.ticks.map(([time, price]) => ({ symbol: l.symbol, time, price }))));
  }

  /** Waits for the commits asked for so far. */
  settled(): Promise<void> {
    return this.queue;
  }

  private async commitThrough(last: number): Promise<void> {
    if (last <= this.committedThrough) return;
    const made = await this.repository.extend(async (m, latest) => {
      const from = Math.max(latest ? latest.second + 1 : last, last - MAX_BACKFILL_SECONDS + 1);
      if (from > last) return [];
      const ticks = withRecent(await this.store.ticksBetween(SYMBOLS, from * 1000, (last + 1) * 1000 - 1), this.recent.between(from, last));
      const seconds: CommittedSecond[] = [];
      let prev = latest;
      for (let s = from; s <= last; s++) {
        const leaves = leavesOf(s, ticks);
        if (leaves.every((l) => l.ticks.length === 0)) continue;
        const commitment = await this.signer.sign<TickCommitment>(tickCommitmentOf(s, leaves, prev, nodeSha256), s * 1000);
        seconds.push({ commitment, leaves });
        prev = { second: s, head: commitment.head };
      }
      await this.repository.insert(m, seconds);
      return seconds;
    });
    this.committedThrough = last;
    for (const s of made) this.realtime.toEveryone('market:commitment', s.commitment);
  }
}
