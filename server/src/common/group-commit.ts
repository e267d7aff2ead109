/** What a batch answers for each of its items, in their order: a result, or the error of that item alone. */
export type BatchOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface GroupCommitOptions<I> {
  /** Most items in one batch. */
  maxBatch: number;
  /** Most batches running at once; items arriving meanwhile wait and go together in the next. */
  maxInFlight: number;
  /** Items with the same key never share a batch (each batch sees the one before it committed). */
  keyOf: (item: I) => string;
}

interface Waiting<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the items that arrive while earlier batches are running are written together by the
 * next one, so a burst costs a few transactions, not one per item. A lone item is flushed on the next
 * turn of the event loop, so a quiet server adds no wait. A batch that fails as a whole is run again
 * item by item (a few at a time), so only the item at fault fails.
 */
export class GroupCommit<I, R> {
  private queue: Waiting<I, R>[] = [];
  private inFlight = 0;
  private flushScheduled = false;

  constructor(
    private readonly options: GroupCommitOptions<I>,
    private readonly runBatch: (items: I[]) => Promise<BatchOutcome<R>[]>,
  ) {}

  run(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || this.inFlight >= this.options.maxInFlight || !this.queue.length) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length) {
      const batch = this.take();
      this.inFlight++;
      void this.execute(batch).finally(() => {
        this.inFlight--;
        this.scheduleFlush();
      });
    }
  }

  /** The next batch: queued items in arrival order, at most one per key, at most maxBatch. */
  private take(): Waiting<I, R>[] {
    const batch: Waiting<I, R>[] = [];
    const rest: Waiting<I, R>[] = [];
    const keys = new Set<string>();
    for (const w of this.queue) {
      const key = this.options.keyOf(w.item);
      if (batch.length < this.options.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(w);
      } else {
        rest.push(w);
      }
    }
    this.queue = rest;
    return batch;
  }

  private async execute(batch: Waiting<I, R>[]): Promise<void> {
    try {
      const outcomes = await this.runBatch(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        const o = outcomes[i];
        if (!o) w.reject(new Error('Batch answered fewer outcomes than items'));
        else if (o.ok) w.resolve(o.value);
        else w.reject(o.error);
      });
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      // One bad item must not fail the others: a failed batch is run again item by item, at most
      // maxInFlight at a time (not all of them at once against the connection pool).
      let next = 0;
      const lane = async () => {
        while (next < batch.length) await this.execute([batch[next++]]);
      };
      await Promise.all(Array.from({ length: Math.min(this.options.maxInFlight, batch.length) }, lane));
    }
  }
}
