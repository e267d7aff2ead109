import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError, VersionedBalances } from '../../server/src/contracts/api';
import { DEMO_RESET_MESSAGES } from '../../server/src/contracts/demo-reset';
import type { BalanceUpdatedEvent } from '../../server/src/contracts/events';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { me, startTestApp, TestApp, TestUser } from '../support/test-app';
import { demoTrade } from '../support/trades';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError };

/**
 * POST /api/users/demo-reset: the demo balance back to 10,000.00 through the ledger (a transfer of the
 * difference between the demo house and the client's demo account, referenced user:<id>:demo-reset:<n>),
 * answering the versioned balances and telling the client live; refused while demo trades are open.
 */
describe('demo reset', () => {
  let app: TestApp;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const reset = (token: string | undefined, key?: string) =>
    app.request<ApiEnvelope<VersionedBalances> & ApiError>('POST', '/api/users/demo-reset', {
      token,
      headers: key ? { 'idempotency-key': key } : {},
    }) as Promise<Answer<VersionedBalances>>;
  const ledgerHolds = async () => expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);
  const resets = (userId: string) =>
    sql<{ debit: string; credit: string; amount: string; reference: string }>(
      `SELECT d.kind AS debit, c.kind AS credit, t.amount, t.reference FROM ledger_transfers t
         JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
        WHERE t.kind = 'demo_reset' AND (d.owner_id = $1 OR c.owner_id = $1) ORDER BY t.id`,
      [userId],
    );

  /** Moves the client's demo balance by `cents` (+ from the demo house, - to it) through the ledger's own transfer function. */
  async function moveDemo(user: TestUser, cents: number): Promise<void> {
    const [{ id: account }] = await sql<{ id: string }>(`SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = 'user' AND mode = 'demo'`, [user.id]);
    const [{ id: house }] = await sql<{ id: string }>(`SELECT id FROM ledger_accounts WHERE owner_id IS NULL AND kind = 'house' AND mode = 'demo'`);
    const [debit, credit] = cents > 0 ? [house, account] : [account, house];
    await sql(`SELECT * FROM ledger_apply_transfers(ARRAY[$1]::bigint[], ARRAY[$2]::bigint[], ARRAY[$3]::bigint[], ARRAY['test_move'], ARRAY[$4])`, [
      debit,
      credit,
      Math.abs(cents),
      `test:${user.id}:move:${Date.now()}`,
    ]);
  }

  beforeAll(async () => {
    app = await startTestApp();
    await app.pricesFlowing();
  });
  afterAll(() => app.close());

  it('from below: the difference comes from the demo house; the answer and a live balance:updated carry 10,000.00', async () => {
    const u = await app.newUser();
    await moveDemo(u, -123_456);
    const before = await me(app, u.token);
    expect(before.demo_balance).toBe(8_765.44);
    const socket = await app.socket(u.token);
    const pushed = new Promise<BalanceUpdatedEvent>((resolve) => socket.once('balance:updated', resolve));

    const res = await reset(u.token, 'reset-below-1');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DEMO_RESET_MESSAGES.done);
    expect(res.body.message).toBe('Your demo balance is back to $10,000.00');
    expect(res.body.data).toEqual({
      balance: 0,
      demo_balance: 10_000,
      balance_version: before.balance_version,
      demo_balance_version: before.demo_balance_version + 1,
    });
    expect(await pushed).toMatchObject({ demo_balance: 10_000, demo_balance_version: before.demo_balance_version + 1 });
    expect((await me(app, u.token)).demo_balance).toBe(10_000);
    expect(await resets(u.id)).toEqual([
      { debit: 'house', credit: 'user', amount: '123456', reference: `user:${u.id}:demo-reset:${before.demo_balance_version}` },
    ]);

    // The same key answers the first result again and moves nothing.
    const replay = await reset(u.token, 'reset-below-1');
    expect([replay.status, replay.body.data]).toEqual([200, res.body.data]);
    expect(await resets(u.id)).toHaveLength(1);
    await ledgerHolds();
  });

  it('from above: the surplus goes back to the demo house; at 10,000.00 already nothing moves', async () => {
    const u = await app.newUser();
    await moveDemo(u, 250_075);
    const before = await me(app, u.token);
    expect(before.demo_balance).toBe(12_500.75);

    const res = await reset(u.token);
    expect(res.status).toBe(200);
    expect(res.body.data.demo_balance).toBe(10_000);
    expect(await resets(u.id)).toEqual([
      { debit: 'user', credit: 'house', amount: '250075', reference: `user:${u.id}:demo-reset:${before.demo_balance_version}` },
    ]);

    const again = await reset(u.token);
    expect([again.status, again.body.data.demo_balance]).toEqual([200, 10_000]);
    expect(await resets(u.id)).toHaveLength(1);

    // A second reset after the balance moved again has a reference of its own.
    await moveDemo(u, -5_000);
    expect((await reset(u.token)).body.data.demo_balance).toBe(10_000);
    const references = (await resets(u.id)).map((r) => r.reference);
    expect(new Set(references).size).toBe(2);
    await ledgerHolds();
  });

  it('is refused with 409 while a demo trade is open, and works once it has settled; real money is never touched', async () => {
    const u = await app.newUser();
    const submit = await app.request('POST', '/api/trading/submit', { token: u.token, body: demoTrade({ duration: 2, amount: 100 }) });
    expect(submit.status).toBe(201);

    const refused = await reset(u.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONFLICT');
    expect(refused.body.message).toBe(DEMO_RESET_MESSAGES.openTrades);
    expect(await resets(u.id)).toEqual([]);
    expect((await me(app, u.token)).demo_balance).toBe(9_900);

    const settled = async () =>
      (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM trades WHERE user_id = $1 AND status = 'Pending'`, [u.id]))[0].n === 0;
    for (let i = 0; i < 150 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await settled()).toBe(true);

    const res = await reset(u.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ balance: 0, demo_balance: 10_000 });
    await ledgerHolds();
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await reset(undefined)).status).toBe(401);
    expect((await reset('not-a-token')).status).toBe(401);
  });
});
