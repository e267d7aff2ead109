/**
 * Early closes during a replay (a line's `close_after_ms`): each sent at its own time whatever the others
 * are doing (open model), as a quote and then the close at it, retried once with the fresh quote that a
 * QUOTE_EXPIRED refusal carries.
 */
import type { Answer } from './http-client';
import type { RunStats } from './run-stats';
import { preciseNow } from './scheduler';
import type { TargetApi } from './target-api';

/** How a close ended: closed (2xx), refused (4xx, by the API's code), or an error (5xx, or no answer at all). */
export type CloseOutcome = ({ result: 'closed' } | { result: 'refused'; code: string } | { result: 'error'; answered: boolean }) & {
  /** Whether it was sent again with the fresh quote of a QUOTE_EXPIRED. */
  retried: boolean;
};

/** The two requests of a close, for one trade. */
export interface CloseCalls {
  quote(): Promise<Answer<unknown>>;
  close(quoteId: string, retry: boolean): Promise<Answer<unknown>>;
}

const isOk = (status: number) => status >= 200 && status < 300;

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** The quote of a quote's answer, or of a QUOTE_EXPIRED refusal: both carry it as `data`. */
function quoteIdOf(body: unknown): string | undefined {
  const id = field(field(body, 'data'), 'quote_id');
  return typeof id === 'string' ? id : undefined;
}

function codeOf(body: unknown): string | undefined {
  const code = field(body, 'code');
  return typeof code === 'string' ? code : undefined;
}

function notClosed(a: Answer<unknown>, retried: boolean): CloseOutcome {
  if (a.status >= 400 && a.status < 500) return { result: 'refused', code: codeOf(a.body) ?? `HTTP ${a.status}`, retried };
  return { result: 'error', answered: true, retried };
}

/** One close; never rejects (no answer is an error outcome). */
export async function closeTrade(calls: CloseCalls): Promise<CloseOutcome> {
  let retried = false;
  try {
    const quote = await calls.quote();
    const quoteId = quoteIdOf(quote.body);
    if (!isOk(quote.status) || quoteId === undefined) return notClosed(quote, retried);
    let answer = await calls.close(quoteId, false);
    const fresh = answer.status === 409 && codeOf(answer.body) === 'QUOTE_EXPIRED' ? quoteIdOf(answer.body) : undefined;
    if (fresh !== undefined) {
      retried = true;
      answer = await calls.close(fresh, true);
    }
    return isOk(answer.status) ? { result: 'closed', retried } : notClosed(answer, retried);
  } catch {
    return { result: 'error', answered: false, retried };
  }
}

export interface ScheduledClose {
  token: string;
  tradeId: number;
  /** The line's own key; its retry gets one of its own, as it carries another quote. */
  idempotencyKey: string;
  /** When the close is due (ms since the epoch): the submit's intended send time plus `close_after_ms`. */
  dueMs: number;
}

export class EarlyCloses {
  private readonly waiting = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();

  constructor(
    private readonly api: TargetApi,
    private readonly stats: RunStats,
  ) {}

  /** Closes the trade when it is due, at once when that time has passed. */
  schedule(c: ScheduledClose): void {
    const timer = setTimeout(
      () => {
        this.waiting.delete(timer);
        this.send(c);
      },
      Math.max(0, c.dueMs - preciseNow()),
    );
    this.waiting.add(timer);
  }

  /** Closes waiting for their time or for their answers. */
  pending(): number {
    return this.waiting.size + this.inFlight.size;
  }

  /** Sends no more closes and aborts those in flight (they end as errors). */
  stop(): void {
    for (const timer of this.waiting) clearTimeout(timer);
    this.waiting.clear();
    for (const ac of this.inFlight) ac.abort();
  }

  private send(c: ScheduledClose): void {
    // From the due time, or from now when the submit's answer came after it: that wait is already the submit's latency.
    const fromMs = Math.max(c.dueMs, preciseNow());
    const ac = new AbortController();
    this.inFlight.add(ac);
    this.stats.onCloseSent();
    void closeTrade({
      quote: () => this.api.quote(c.token, c.tradeId, ac.signal),
      close: (quoteId, retry) => this.api.close(c.token, c.tradeId, quoteId, retry ? `${c.idempotencyKey}.retry` : c.idempotencyKey, ac.signal),
    }).then((outcome) => {
      this.stats.onCloseDone(outcome, preciseNow() - fromMs);
      this.inFlight.delete(ac);
    });
  }
}
