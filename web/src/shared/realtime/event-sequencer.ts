import type { LoggedUserEvent, MissedEventsDto } from '@contracts/events';

/** How long an event that arrived ahead of its turn waits for the ones before it, before they are asked for. */
export const GAP_WAIT_MS = 1500;

export interface SequencerDeps {
  /** Hands one event to the app's handlers (live and recovered alike). */
  apply(event: LoggedUserEvent): void;
  /** `GET /api/realtime/events?after=`: after omitted, the current sequence number only. */
  fetchMissed(after: number | undefined): Promise<MissedEventsDto>;
  /** The log cannot say what was missed: refetch everything the app shows. */
  refetchAll(): void;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

/**
 * Applies a user's live events in their sequence order, once each (DESIGN "Live events"): an event
 * ahead of its turn waits briefly for the ones before it, then they are asked for; a reconnect whose
 * current number is above the last one applied asks for the missed events; when the log no longer
 * holds them, everything is refetched instead.
 */
export class EventSequencer {
  /** The last sequence number applied; null before the server told the current one. */
  private last: number | null = null;
  private readonly waiting = new Map<number, LoggedUserEvent>();
  private timer: unknown = null;
  private recovering = false;
  private recoverAgain = false;
  /** Bumped by reset(): the answer of a request sent before it is ignored. */
  private epoch = 0;

  constructor(private readonly deps: SequencerDeps) {}

  get lastApplied(): number | null {
    return this.last;
  }

  /** A live event. */
  receive(event: LoggedUserEvent): void {
    if (this.last !== null && event.seq <= this.last) return; // applied already (a recovered one arriving live)
    this.waiting.set(event.seq, event);
    this.drain();
  }

  /** The socket (re)joined its user's rooms: `seq` is the user's current number. */
  connected(seq: number): void {
    if (this.last === null) {
      // The first one: events from here on are applied in order. Those that came with the joining
      // (numbered just before it) may be newer than the app's first fetch: applied too, once.
      const early = [...this.waiting.values()].filter((e) => e.seq <= seq).sort((a, b) => a.seq - b.seq);
      this.dropUpTo(seq);
      this.last = seq;
      for (const e of early) this.deps.apply(e);
      this.drain();
    } else if (seq < this.last) {
      // The server's sequence started again (its store was emptied): nothing to compare with.
      this.rebase(seq);
    } else if (seq > this.last) {
      void this.recover();
    }
  }

  /** Another user (sign-in, sign-out): forget everything. */
  reset(): void {
    this.epoch++;
    this.last = null;
    this.waiting.clear();
    this.stopTimer();
    this.recovering = this.recoverAgain = false;
  }

  /** Asks for the events after the last applied one (or, without one, for the current number). */
  async recover(): Promise<void> {
    if (this.recovering) {
      this.recoverAgain = true;
      return;
    }
    this.recovering = true;
    const epoch = this.epoch;
    try {
      const answer = await this.deps.fetchMissed(this.last ?? undefined);
      if (epoch !== this.epoch) return;
      if (this.last !== null && answer.complete) {
        for (const e of answer.events) if (e.seq > this.last) this.waiting.set(e.seq, e);
        this.drain();
      } else {
        this.rebase(answer.seq);
      }
    } catch {
      // The API is not reachable either: the next connection or gap asks again.
    } finally {
      if (epoch === this.epoch) {
        this.recovering = false;
        if (this.recoverAgain) {
          this.recoverAgain = false;
          void this.recover();
        }
      }
    }
  }

  /** Refetches everything and carries on from `seq`. */
  private rebase(seq: number): void {
    this.deps.refetchAll();
    this.last = seq;
    this.dropUpTo(seq);
    this.drain();
  }

  /** Applies the waiting events that are next in turn; waits for a gap to fill, then asks. */
  private drain(): void {
    // Before the current number is known, events wait for it (or, past the wait, ask for it).
    for (let next = this.nextWaiting(); next; next = this.nextWaiting()) {
      this.waiting.delete(next.seq);
      this.last = next.seq;
      this.deps.apply(next);
    }
    if (!this.waiting.size) this.stopTimer();
    else if (this.timer === null) {
      this.timer = this.deps.setTimer(() => {
        this.timer = null;
        if (this.waiting.size) void this.recover();
      }, GAP_WAIT_MS);
    }
  }

  /** The waiting event next in turn, if it is there (none before the current number is known). */
  private nextWaiting(): LoggedUserEvent | undefined {
    return this.last === null ? undefined : this.waiting.get(this.last + 1);
  }

  private dropUpTo(seq: number): void {
    for (const key of [...this.waiting.keys()]) if (key <= seq) this.waiting.delete(key);
  }

  private stopTimer(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }
}
