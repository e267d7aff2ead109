import PDFDocument from 'pdfkit';
import { DomainError } from '../common/domain-error';
import { STATEMENT_MESSAGES, STATEMENT_PDF_MAX_LINES, statementKindLabel } from '../contracts/statement';
import type { AccountMode } from '../contracts/trade-rules';
import { dollars, signedDollars } from './statement-csv';
import type { StatementLine } from './statement.repository';

export interface StatementPdfInput {
  client: { name: string; email: string };
  mode: AccountMode;
  from: Date;
  to: Date;
  /** Cents. */
  opening: number;
  closing: number;
  linesOldestFirst: StatementLine[];
  generatedAt: Date;
}

const MARGIN = 48;
const ROW = 16;
const MUTED = '#555555';
const RULE = '#cccccc';
/** Time, kind, reference, amount, balance: x of each column's left edge and its width (A4: 595 pt wide). */
const COLUMNS = [
  { title: 'Time (UTC)', x: MARGIN, width: 100, align: 'left' },
  { title: 'Kind', x: MARGIN + 104, width: 118, align: 'left' },
  { title: 'Reference', x: MARGIN + 226, width: 131, align: 'left' },
  { title: 'Amount (USD)', x: MARGIN + 361, width: 70, align: 'right' },
  { title: 'Balance (USD)', x: MARGIN + 435, width: 64, align: 'right' },
] as const;

const utc = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
/** The range's last day shown as the client asked for it: `to` is excluded. */
const rangeText = (from: Date, to: Date) => `${utc(from)} to ${utc(new Date(to.getTime() - 1000))} UTC`;

/**
 * Refuses a PDF of more than STATEMENT_PDF_MAX_LINES movements: pdfkit draws about 2,500 lines a second,
 * so a larger one would keep a core busy for many seconds (the CSV of the same range is instant).
 */
export function assertPdfFits(lineCount: number): void {
  if (lineCount > STATEMENT_PDF_MAX_LINES) throw new DomainError('BAD_REQUEST', STATEMENT_MESSAGES.pdfTooLong);
}

/**
 * A plain statement on A4: title, client, account, range, opening and closing balances, then one row
 * a movement (oldest first), the column heads again on each new page, and "Page n of m" at the foot.
 */
export async function statementPdf(input: StatementPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: 'Account statement', Author: 'TradeWise' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Account statement');
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('black');
  const facts: [string, string][] = [
    ['Client', `${input.client.name} <${input.client.email}>`],
    ['Account', input.mode === 'real' ? 'Real (USD)' : 'Demo (virtual USD)'],
    ['Period', rangeText(input.from, input.to)],
    ['Opening balance', `${dollars(input.opening)} USD`],
    ['Closing balance', `${dollars(input.closing)} USD`],
    ['Movements', String(input.linesOldestFirst.length)],
    ['Generated', `${utc(input.generatedAt)} UTC`],
  ];
  for (const [name, value] of facts) {
    const y = doc.y;
    doc.fillColor(MUTED).text(name, MARGIN, y, { width: 110 });
    doc.fillColor('black').text(value, MARGIN + 115, y, { width: 380 });
  }
  doc.moveDown(1);

  const bottom = () => doc.page.height - MARGIN - ROW * 2;
  const heads = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor('black');
    for (const c of COLUMNS) doc.text(c.title, c.x, y, { width: c.width, align: c.align, lineBreak: false });
    doc
      .moveTo(MARGIN, y + ROW - 4)
      .lineTo(doc.page.width - MARGIN, y + ROW - 4)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.font('Helvetica').fontSize(8.5);
    doc.y = y + ROW;
  };
  heads();
  /** One cell on one line, cut with an ellipsis if it is wider than its column (pdfkit's line wrapper is slow). */
  const cell = (text: string, c: (typeof COLUMNS)[number], y: number) => {
    let shown = text;
    while (shown.length > 1 && doc.widthOfString(shown) > c.width) shown = `${shown.slice(0, -2)}\u2026`;
    doc.text(shown, c.align === 'right' ? c.x + c.width - doc.widthOfString(shown) : c.x, y, { lineBreak: false });
  };
  if (!input.linesOldestFirst.length) doc.fillColor(MUTED).text('No movement in this period.', MARGIN, doc.y + 4);
  const rows = input.linesOldestFirst;
  for (let i = 0; i < rows.length; i++) {
    if (doc.y > bottom()) {
      // A page at a time, then the event loop: a long statement must not hold up the API's other requests.
      await new Promise((resolve) => setImmediate(resolve));
      doc.addPage();
      heads();
    }
    const l = rows[i];
    const y = doc.y;
    const cells = [utc(l.time), statementKindLabel(l.kind), l.reference, signedDollars(l.amount), dollars(l.balance)];
    COLUMNS.forEach((c, n) => {
      doc.fillColor(n === 3 && l.amount < 0 ? '#a11a1a' : n === 3 ? '#11663a' : 'black');
      cell(cells[n], c, y);
    });
    doc.y = y + ROW;
  }

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    // Below the bottom margin: with it in force, pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).fontSize(8);
    doc.text(`Page ${i + 1} of ${pages.count}`, MARGIN, doc.page.height - MARGIN + 12, {
      width: doc.page.width - MARGIN * 2,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
