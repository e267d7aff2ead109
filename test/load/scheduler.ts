/**
 * The open-model scheduler: each item is handed to `send` at its own time (`at_ms / speed` from the
 * start) whatever earlier sends are doing; `send` is never awaited. The time it was due is passed on,
 * so latency is measured from the intended send time and a stall shows as latency (no coordinated omission).
 */
export interface Scheduled {
  at_ms: number;
}

export interface SchedulerHandle {
  /** Resolves when every item has been handed over, or when stopped. */
  done: Promise<void>;
  /** Stops handing over items; answers how many were handed over. */
  stop(): number;
  /** Items handed over so far. */
  sent(): number;
}

export function runOpenModel<T extends Scheduled>(
  items: readonly T[],
  opts: { speed: number; startMs: number; now?: () => number; send: (item: T, intendedMs: number) => void },
): SchedulerHandle {
  const now = opts.now ?? (() => performance.timeOrigin + performance.now());
  let next = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const due = (item: T) => opts.startMs + item.at_ms / opts.speed;

  const tick = () => {
    timer = undefined;
    if (stopped) return;
    const t = now();
    // Everything already due goes now, at once: a late timer never delays later items further.
    while (next < items.length && due(items[next]) <= t) {
      const item = items[next++];
      opts.send(item, due(item));
    }
    if (next >= items.length) {
      stopped = true;
      finish();
      return;
    }
    timer = setTimeout(tick, Math.max(0, due(items[next]) - now()));
  };
  timer = setTimeout(tick, 0);

  return {
    done,
    sent: () => next,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      finish();
      return next;
    },
  };
}

/** Milliseconds since the epoch with sub-millisecond precision. */
export const preciseNow = (): number => performance.timeOrigin + performance.now();
