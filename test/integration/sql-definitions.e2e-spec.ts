import { Client } from 'pg';
import { migrate } from '../../server/src/database/migrate';
import { SqlDefinition, sqlDefinitions } from '../../server/src/database/sql-definitions';
import { databaseUrl, dropDatabase } from '../support/test-database';

// The repeatable step of `npm run migrate` (server/src/database/sql-definitions.ts), on a database of its own.
describe('SQL definitions (the repeatable migrate step)', () => {
  const name = `sql_definitions_${process.env.TEST_RUN_ID}`;
  const url = databaseUrl(name);
  let db: Client;

  const recorded = async () =>
    Object.fromEntries(
      (await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM sql_definitions')).rows.map((r) => [r.name, r.checksum]),
    );
  const functionText = async (fn: string) => (await db.query<{ src: string }>('SELECT prosrc AS src FROM pg_proc WHERE proname = $1', [fn])).rows[0]?.src;
  const replaced = (d: SqlDefinition, text: string): SqlDefinition => ({ ...d, text, checksum: `${d.checksum}-edited` });

  beforeAll(async () => {
    await dropDatabase(name);
  });

  afterAll(async () => {
    await db?.end();
    await dropDatabase(name);
  });

  it("finds every module's definitions in the source tree, in path order", () => {
    const names = sqlDefinitions().map((d) => d.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(
      expect.arrayContaining([
        'audit/sql/audit-log-append-only.sql',
        'idempotency/sql/idempotency-answers-of.sql',
        'idempotency/sql/idempotency-record-answers.sql',
        'ledger/sql/ledger-apply-transfers.sql',
        'ledger/sql/ledger-lock-user-accounts.sql',
        'ledger/sql/ledger-transfers-accounts-exist.sql',
        'trading/sql/outcome.sql',
        'trading/sql/pending-trades.sql',
        'trading/sql/trading-open-trades.sql',
      ]),
    );
  });

  it('two processes migrating at once take turns: one applies everything, the other finds nothing to do', async () => {
    const [a, b] = await Promise.all([migrate(url, 2), migrate(url, 2)]);
    const [did, idle] = a.length ? [a, b] : [b, a];
    expect(idle).toEqual([]);
    // The versioned migrations first, then every definition.
    const definitions = sqlDefinitions().map((d) => d.name);
    expect(did.slice(-definitions.length)).toEqual(definitions);
    expect(did).toContain('SqlDefinitions1764900000410');
    db = new Client({ connectionString: url });
    await db.connect();
    expect(Object.keys(await recorded()).sort()).toEqual(definitions);
  }, 60_000);

  it('applies a changed file and skips the unchanged ones', async () => {
    expect(await migrate(url, 2)).toEqual([]);
    const all = sqlDefinitions();
    const outcome = all.find((d) => d.name === 'trading/sql/outcome.sql')!;
    const edited = replaced(outcome, outcome.text.replace("WHEN 'Lost' THEN 0 END", "WHEN 'Lost' THEN 0 END -- edited"));
    expect(
      await migrate(
        url,
        2,
        all.map((d) => (d === outcome ? edited : d)),
      ),
    ).toEqual(['trading/sql/outcome.sql']);
    expect(await functionText('trade_payout_cents')).toContain('-- edited');
    expect((await recorded())['trading/sql/outcome.sql']).toBe(edited.checksum);
    // Back to the file as it is: applied again, since its text differs from the one last applied.
    expect(await migrate(url, 2)).toEqual(['trading/sql/outcome.sql']);
    expect(await functionText('trade_payout_cents')).not.toContain('-- edited');
  }, 60_000);

  it('applies each file in its own transaction: a failing one changes nothing and names itself', async () => {
    const all = sqlDefinitions();
    const outcome = all.find((d) => d.name === 'trading/sql/outcome.sql')!;
    const before = await recorded();
    const broken = replaced(outcome, `${outcome.text.replace("'Draw' THEN p_stake", "'Draw' THEN p_stake + 1")}\nSELECT no_such_function();`);
    await expect(
      migrate(
        url,
        2,
        all.map((d) => (d === outcome ? broken : d)),
      ),
    ).rejects.toThrow(/^trading\/sql\/outcome\.sql could not be applied: /);
    expect(await recorded()).toEqual(before);
    expect(await functionText('trade_payout_cents')).not.toContain('p_stake + 1');
  }, 60_000);
});
