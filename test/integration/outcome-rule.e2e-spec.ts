import { Client } from 'pg';
import { payoutCents, settledOutcome, STRIKE_RATES, TRADE_MODES, TradeMode } from '../../server/src/contracts/trade-rules';

/**
 * The outcome and payout rule has one home, contracts/trade-rules.ts (settledOutcome, payoutCents);
 * settlement runs it in SQL (trade_outcome, trade_payout_cents: server/src/trading/sql/outcome.sql) to
 * settle thousands of trades in one statement. This table holds the SQL equal to the contracts over
 * every case: each direction with the end price above, below and at the open price, and Void (no end
 * price), for stakes at the rounding edges and every payout percent the options offer.
 */
describe('outcome rule: the settling SQL equals the contracts', () => {
  let db: Client;

  beforeAll(async () => {
    db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
  });
  afterAll(() => db.end());

  const OPEN_PRICES = [1, 0.30000000000000004, 65432.1, 0.00001234];
  const moves = (open: number): (number | null)[] => [open * 1.0001, open * 0.9999, open, null];
  // 1 cent, odd cents, cents whose profit rounds down at every percent, and a large stake.
  const STAKES = [1, 2, 3, 7, 33, 99, 100, 101, 199, 333, 999, 1001, 1999, 2501, 12_345, 1_000_000, 10_000_000_00];
  const PERCENTS = [...new Set([1, 3, 50, 99, 100, ...STRIKE_RATES.flatMap((o) => [o.buy, o.sell])])].sort((a, b) => a - b);

  const cases: { mode: TradeMode; open: number; end: number | null; stake: number; percent: number }[] = [];
  for (const mode of TRADE_MODES)
    for (const open of OPEN_PRICES)
      for (const end of moves(open)) for (const stake of STAKES) for (const percent of PERCENTS) cases.push({ mode, open, end, stake, percent });

  it(`holds over ${cases.length} cases: ${TRADE_MODES.length} directions x above/below/equal/void x ${STAKES.length} stakes x ${PERCENTS.length} percents`, async () => {
    const { rows } = await db.query<{ outcome: string; payout: string }>(
      `SELECT trade_outcome(c.mode, c.open, c.close) AS outcome,
              trade_payout_cents(c.stake, c.percent, trade_outcome(c.mode, c.open, c.close)) AS payout
         FROM unnest($1::text[], $2::numeric[], $3::numeric[], $4::bigint[], $5::int[]) WITH ORDINALITY AS c(mode, open, close, stake, percent, n)
        ORDER BY c.n`,
      [cases.map((c) => c.mode), cases.map((c) => c.open), cases.map((c) => c.end), cases.map((c) => c.stake), cases.map((c) => c.percent)],
    );
    const inSql = rows.map((r) => ({ outcome: r.outcome, payout: Number(r.payout) }));
    const inContracts = cases.map((c) => {
      const outcome = settledOutcome(c.mode, c.open, c.end);
      return { outcome, payout: payoutCents(c.stake, c.percent, outcome) };
    });
    expect(inSql).toEqual(inContracts);
    // Every outcome is covered.
    expect(new Set(inContracts.map((c) => c.outcome))).toEqual(new Set(['Won', 'Lost', 'Draw', 'Void']));
  });

  it('pays every outcome as the contracts do, for each stake and percent', async () => {
    const outcomes = ['Won', 'Lost', 'Draw', 'Void'] as const;
    const table = outcomes.flatMap((outcome) => STAKES.flatMap((stake) => PERCENTS.map((percent) => ({ outcome, stake, percent }))));
    const { rows } = await db.query<{ payout: string }>(
      `SELECT trade_payout_cents(c.stake, c.percent, c.outcome) AS payout
         FROM unnest($1::text[], $2::bigint[], $3::int[]) WITH ORDINALITY AS c(outcome, stake, percent, n) ORDER BY c.n`,
      [table.map((c) => c.outcome), table.map((c) => c.stake), table.map((c) => c.percent)],
    );
    expect(rows.map((r) => Number(r.payout))).toEqual(table.map((c) => payoutCents(c.stake, c.percent, c.outcome)));
  });
});
