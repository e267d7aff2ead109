import { Injectable } from '@nestjs/common';
import { fromCents } from '../contracts/money';
import type { StatementQueryDto } from '../contracts/requests/statement.request';
import type { StatementDto, StatementLineDto } from '../contracts/statement';
import type { AccountMode } from '../contracts/trade-rules';
import { UsersService } from '../users/users.service';
import { decodeCursor, encodeCursor } from './statement-cursor';
import { statementCsv } from './statement-csv';
import { assertPdfFits, statementPdf } from './statement-pdf';
import { statementRange, type StatementRange } from './statement-range';
import { StatementRepository, type StatementLine, type StatementRows } from './statement.repository';

/** A statement as a file to download. */
export interface StatementFile {
  body: Buffer;
  type: string;
  name: string;
}

/** The client's own account statement: a page as JSON, or the whole range as CSV or PDF. */
@Injectable()
export class StatementsService {
  constructor(
    private readonly repo: StatementRepository,
    private readonly users: UsersService,
  ) {}

  /** One page, newest first, and the cursor of the next (older) one. */
  async page(userId: string, q: StatementQueryDto): Promise<StatementDto> {
    const range = statementRange(q, new Date());
    const before = q.cursor === undefined ? null : decodeCursor(q.cursor);
    const found = await this.repo.lines({ userId, mode: q.mode, ...range, kinds: q.kind ?? null, before, limit: q.limit + 1 });
    const lines = found.lines.slice(0, q.limit);
    return {
      mode: q.mode,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      items: lines.map(toLineDto),
      next_cursor: found.lines.length > q.limit ? encodeCursor(lines[lines.length - 1].id) : null,
      opening_balance: fromCents(found.opening),
      closing_balance: fromCents(found.closing),
    };
  }

  /** The account's latest movements, whenever they happened, newest first (the back office's client page). */
  async latest(userId: string, mode: AccountMode, limit: number): Promise<StatementLineDto[]> {
    const found = await this.repo.lines({ userId, mode, from: EVER.from, to: EVER.to, kinds: null, before: null, limit });
    return found.lines.map(toLineDto);
  }

  /** Every line of the range (not paged), oldest first, as CSV or PDF. */
  async download(userId: string, q: StatementQueryDto, format: 'csv' | 'pdf'): Promise<StatementFile> {
    const range = statementRange(q, new Date());
    // A download is the whole range: a cursor is checked like any input, and not applied.
    if (q.cursor !== undefined) decodeCursor(q.cursor);
    const found = await this.repo.lines({ userId, mode: q.mode, ...range, kinds: q.kind ?? null, before: null, limit: null });
    const name = fileName(q.mode, range, format);
    if (format === 'csv') return { body: Buffer.from(statementCsv(found.lines.reverse()), 'utf8'), type: 'text/csv; charset=utf-8', name };
    return { body: await this.pdf(userId, q, range, found), type: 'application/pdf', name };
  }

  private async pdf(userId: string, q: StatementQueryDto, range: StatementRange, found: StatementRows): Promise<Buffer> {
    assertPdfFits(found.lines.length);
    const user = await this.users.findById(userId);
    if (!user) throw new Error(`User ${userId} is missing`);
    return statementPdf({
      client: { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email },
      mode: q.mode,
      ...range,
      opening: found.opening,
      closing: found.closing,
      linesOldestFirst: found.lines.reverse(),
      generatedAt: new Date(),
    });
  }
}

/** A range that holds every movement an account has. */
const EVER = { from: new Date(0), to: new Date('9999-12-31T00:00:00Z') };

const toLineDto = (l: StatementLine): StatementLineDto => ({
  time: l.time.toISOString(),
  kind: l.kind,
  reference: l.reference,
  amount: fromCents(l.amount),
  balance: fromCents(l.balance),
});

/** statement-real-2026-10-27-to-2026-11-26.csv: the days the range touches (`to` is excluded). */
function fileName(mode: string, range: StatementRange, ext: string): string {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return `statement-${mode}-${day(range.from)}-to-${day(new Date(range.to.getTime() - 1))}.${ext}`;
}
