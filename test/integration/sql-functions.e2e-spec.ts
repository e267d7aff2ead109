import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

// The modules' SQL functions and triggers (server/src/<module>/sql/), called directly on the test
// database; each test runs in a transaction rolled back after it.
describe('SQL functions and triggers', () => {
  let db: Client;

  /** The rows of a statement. */
  const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => (await db.query(text, params)).rows as T[];
  /** The error a statement fails with (the transaction goes on: the statement runs under a savepoint). */
  const refusal = async (text: string, params: unknown[] = []): Promise<{ code?: string; message: string }> => {
    await db.query('SAVEPOINT refused');
    try {
      await db.query(text, params);
    } catch (err) {
      await db.query('ROLLBACK TO SAVEPOINT refused');
      return err as { code?: string; message: string };
    }
    throw new Error(`Not refused: ${text}`);
  };
  const account = async (owner: string, kind: string, mode = 'demo') =>
    (
      await q<{ id: string; balance: string; version: string }>(
        `SELECT id, balance, version FROM ledger_accounts WHERE owner_id = $1 AND kind = $2 AND mode = $3`,
        [owner, kind, mode],
      )
    )[0];
  const house = async (mode = 'demo') =>
    (await q<{ id: string }>(`SELECT id FROM ledger_accounts WHERE owner_id IS NULL AND kind = 'house' AND mode = $1`, [mode]))[0].id;

  /** A user with their four accounts and `cents` on their demo account, granted by the demo house. */
  const newUser = async (cents: number) => {
    const [{ id }] = await q<{ id: string }>(
      `INSERT INTO users (email, password_hash, firstname, lastname, referral_code) VALUES ($1, '!', 'Sql', 'Functions', $2) RETURNING id`,
      [`sql-functions-${randomUUID()}@example.com`, randomUUID().slice(0, 10)],
    );
    await q(`INSERT INTO ledger_accounts (owner_id, kind, mode) SELECT $1, k, md FROM unnest(ARRAY['user','escrow']) k, unnest(ARRAY['real','demo']) md`, [id]);
    const user = (await account(id, 'user')).id;
    if (cents > 0)
      await q(`SELECT * FROM ledger_apply_transfers(ARRAY[$1]::bigint[], ARRAY[$2]::bigint[], ARRAY[$3]::bigint[], ARRAY['demo_grant'], ARRAY[$4])`, [
        await house(),
        user,
        cents,
        `user:${id}:demo-grant`,
      ]);
    return { id, user, escrow: (await account(id, 'escrow')).id };
  };

  beforeAll(async () => {
    db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
  });
  beforeEach(() => db.query('BEGIN'));
  afterEach(() => db.query('ROLLBACK'));
  afterAll(() => db.end());

  describe('ledger', () => {
    it('ledger_transfers is append-only: UPDATE and DELETE are refused', async () => {
      await newUser(1000);
      const [{ id }] = await q<{ id: string }>(`SELECT max(id) AS id FROM ledger_transfers`);
      expect((await refusal(`UPDATE ledger_transfers SET amount = amount + 1 WHERE id = $1`, [id])).message).toBe('ledger_transfers is append-only');
      expect((await refusal(`DELETE FROM ledger_transfers WHERE id = $1`, [id])).message).toBe('ledger_transfers is append-only');
    });

    it('ledger accounts are permanent: neither deleted nor renumbered', async () => {
      const u = await newUser(0);
      expect((await refusal(`DELETE FROM ledger_accounts WHERE id = $1`, [u.escrow])).message).toMatch(/permanent/);
      expect((await refusal(`UPDATE ledger_accounts SET id = DEFAULT WHERE id = $1`, [u.escrow])).message).toMatch(/permanent/);
    });

    it('a transfer naming an account that does not exist is refused as a foreign key violation', async () => {
      const u = await newUser(1000);
      const err = await refusal(
        `SELECT * FROM ledger_apply_transfers(ARRAY[$1]::bigint[], ARRAY[-42]::bigint[], ARRAY[5]::bigint[], ARRAY['test'], ARRAY[$2])`,
        [u.user, `test:${u.id}:unknown`],
      );
      expect([err.code, err.message]).toEqual(['23503', 'ledger account -42 does not exist']);
    });

    it('ledger_apply_transfers moves each account by its net amount, one version up, houses last, and answers the accounts after it', async () => {
      const u = await newUser(10_000);
      const houseId = await house();
      const [userBefore, escrowBefore, houseBefore] = [
        await account(u.id, 'user'),
        await account(u.id, 'escrow'),
        (await q<{ balance: string; version: string }>(`SELECT balance, version FROM ledger_accounts WHERE id = $1`, [houseId]))[0],
      ];
      const moved = await q<{ account_id: string; balance: string; version: string }>(
        `SELECT * FROM ledger_apply_transfers($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::bigint[])`,
        [
          [u.user, u.user, u.escrow],
          [u.escrow, u.escrow, houseId],
          [300, 200, 100],
          ['test', 'test', 'test'],
          [`test:${u.id}:1`, `test:${u.id}:2`, `test:${u.id}:3`],
          [houseId],
        ],
      );
      const after = moved.map((m) => [m.account_id, Number(m.balance), Number(m.version)]);
      // The house moves last: the last row answered.
      expect(after.pop()).toEqual([houseId, Number(houseBefore.balance) + 100, Number(houseBefore.version) + 1]);
      expect(after).toEqual(
        expect.arrayContaining([
          [u.user, Number(userBefore.balance) - 500, Number(userBefore.version) + 1],
          [u.escrow, Number(escrowBefore.balance) + 400, Number(escrowBefore.version) + 1],
        ]),
      );
      expect(after).toHaveLength(2);
      expect((await account(u.id, 'user')).balance).toBe(String(Number(userBefore.balance) - 500));
      const refused = await refusal(
        `SELECT * FROM ledger_apply_transfers(ARRAY[$1]::bigint[], ARRAY[$2]::bigint[], ARRAY[999999]::bigint[], ARRAY['test'], ARRAY[$3])`,
        [u.user, u.escrow, `test:${u.id}:4`],
      );
      expect([refused.code, refused.message]).toEqual(['23514', expect.stringContaining('ledger_accounts_non_negative')]);
      const twice = await refusal(
        `SELECT * FROM ledger_apply_transfers(ARRAY[$1]::bigint[], ARRAY[$2]::bigint[], ARRAY[1]::bigint[], ARRAY['test'], ARRAY[$3])`,
        [u.user, u.escrow, `test:${u.id}:1`],
      );
      expect(twice.code).toBe('23505');
    });

    it('ledger_lock_user_accounts answers the accounts of each (user, mode), with the other mode read', async () => {
      const u = await newUser(700);
      const [row] = await q(`SELECT * FROM ledger_lock_user_accounts(ARRAY[$1]::uuid[], ARRAY['demo'])`, [u.id]);
      expect(row).toEqual({
        owner_id: u.id,
        mode: 'demo',
        user_account: u.user,
        escrow_account: u.escrow,
        balance: '700',
        version: '1',
        other_balance: '0',
        other_version: '0',
      });
    });
  });

  describe('backoffice', () => {
    it('audit_log is append-only: UPDATE and DELETE are refused', async () => {
      const [{ id }] = await q<{ id: string }>(`INSERT INTO audit_log (action, item_kind, item_id) VALUES ('test', 'kyc', 'x') RETURNING id`);
      expect((await refusal(`UPDATE audit_log SET reason = 'changed' WHERE id = $1`, [id])).message).toBe('audit_log is append-only: UPDATE refused');
      expect((await refusal(`DELETE FROM audit_log WHERE id = $1`, [id])).message).toBe('audit_log is append-only: DELETE refused');
    });
  });

  describe('idempotency', () => {
    it('claims a key once and completes it with its answer; keeps an answer without a claim, and refuses a key taken', async () => {
      const u = await newUser(0);
      const claim = (key: string, hash: string) =>
        q<{ ord: number }>(`SELECT * FROM idempotency_claim(ARRAY[$1]::uuid[], ARRAY[$2], ARRAY[$3])`, [u.id, key, hash]);
      const answers = (key: string) => q(`SELECT request_hash, response FROM idempotency_answers_of(ARRAY[$1]::uuid[], ARRAY[$2])`, [u.id, key]);
      const record = `SELECT idempotency_record_answers(ARRAY[$1]::uuid[], ARRAY[$2], ARRAY[$3], ARRAY[$4]::jsonb[])`;

      expect(await claim('k1', 'h1')).toEqual([{ ord: 1 }]);
      expect(await claim('k1', 'h1')).toEqual([]);
      expect(await answers('k1')).toEqual([{ request_hash: 'h1', response: null }]);
      await q(`SELECT idempotency_complete_claims(ARRAY[$1]::uuid[], ARRAY['k1'], ARRAY[$2]::jsonb[])`, [u.id, JSON.stringify({ ok: 1 })]);
      expect(await answers('k1')).toEqual([{ request_hash: 'h1', response: { ok: 1 } }]);
      // Kept without a claim (trading_open_trades holds the user's lock instead); no key, nothing kept.
      await q(record, [u.id, 'k2', 'h2', JSON.stringify({ ok: 2 })]);
      await q(record, [u.id, null, 'h3', JSON.stringify({ ok: 3 })]);
      expect(await answers('k2')).toEqual([{ request_hash: 'h2', response: { ok: 2 } }]);
      expect(await q(`SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1`, [u.id])).toEqual([{ n: 2 }]);
      // A key taken meanwhile fails the call.
      expect((await refusal(record, [u.id, 'k1', 'h1', JSON.stringify({ ok: 4 })])).code).toBe('23505');
    });
  });

  describe('trading', () => {
    const request = (userId: string, over: Record<string, unknown> = {}) => ({
      user_id: userId,
      mode: 'demo',
      key: null,
      request_hash: null,
      amount: 1000,
      trading_type: 'Cryptocurrency',
      symbol: 'BTCUSD',
      trade_mode: 'Buy',
      strike_rate: 1,
      payout_percent: 75,
      duration: 60,
      open_price: 65000.5,
      expires_at: new Date(Date.now() + 60_000).toISOString(),
      ats_slot: null,
      ...over,
    });
    const open = (requests: object[]) =>
      q<{ ord: number; outcome: string; answer: Record<string, unknown> | null; request_hash: string | null }>(
        `SELECT * FROM trading_open_trades($1::jsonb, now()) ORDER BY ord`,
        [JSON.stringify(requests)],
      );

    it('opens each trade its balance covers, moves its stake to escrow, lists it Pending, and refuses a short one', async () => {
      const rich = await newUser(5000);
      const poor = await newUser(999);
      const [opened, short] = await open([request(rich.id), request(poor.id)]);
      expect(short).toEqual({ ord: 2, outcome: 'short', answer: null, request_hash: null });
      expect(opened).toMatchObject({ ord: 1, outcome: 'opened', request_hash: null });
      const answer = opened.answer as { trade: { id: number; amount: number; status: string; source: string }; balance: number; version: number };
      expect(answer).toMatchObject({ balance: 4000, version: 2, other_balance: 0, other_version: 0 });
      expect(answer.trade).toMatchObject({ amount: 1000, status: 'Pending', source: 'manual' });
      expect(await account(rich.id, 'escrow')).toMatchObject({ balance: '1000', version: '1' });
      expect(await account(poor.id, 'user')).toMatchObject({ balance: '999', version: '1' });
      expect(await q(`SELECT trade_id::int FROM pending_trades WHERE user_id = ANY($1::uuid[])`, [[rich.id, poor.id]])).toEqual([
        { trade_id: answer.trade.id },
      ]);
      expect(await q(`SELECT kind, amount::int FROM ledger_transfers WHERE reference = $1`, [`trade:${answer.trade.id}:stake`])).toEqual([
        { kind: 'trade_stake', amount: 1000 },
      ]);
    });

    it('replays a request answered under its key: the answer and hash kept, nothing moved again', async () => {
      const u = await newUser(5000);
      const [first] = await open([request(u.id, { key: 'submit-1', request_hash: 'hash-1' })]);
      expect(first.outcome).toBe('opened');
      const [again] = await open([request(u.id, { key: 'submit-1', request_hash: 'hash-2' })]);
      expect(again).toEqual({ ord: 1, outcome: 'answered', answer: first.answer, request_hash: 'hash-1' });
      expect((await account(u.id, 'user')).balance).toBe('4000');
      expect(await q(`SELECT count(*)::int AS n FROM trades WHERE user_id = $1`, [u.id])).toEqual([{ n: 1 }]);
    });

    it("keeps pending_trades right when an operator changes a Pending trade's expiry or deletes it", async () => {
      const u = await newUser(5000);
      const [opened] = await open([request(u.id)]);
      const id = (opened.answer as { trade: { id: number } }).trade.id;
      await q(`UPDATE trades SET expires_at = '2030-01-01T00:00:00Z' WHERE id = $1`, [id]);
      expect(await q(`SELECT expires_at FROM pending_trades WHERE trade_id = $1`, [id])).toEqual([{ expires_at: new Date('2030-01-01T00:00:00Z') }]);
      await q(`DELETE FROM trades WHERE id = $1`, [id]);
      expect(await q(`SELECT 1 FROM pending_trades WHERE trade_id = $1`, [id])).toEqual([]);
    });
  });
});
