import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A group of submits opens in one call to PostgreSQL instead of a transaction of seven round trips
 * (BEGIN, claim keys, lock, insert trades, transfers, save answers, COMMIT): measured on a 2-core
 * host, a group spent most of its time waiting on those round trips while it held its users' locks,
 * and PostgreSQL spent a third of its time planning the same statements again. PL/pgSQL keeps each
 * statement's plan for the connection.
 *
 * Each module keeps the SQL of its own tables in functions of its own, which the repositories call too:
 * - ledger: `ledger_lock_user_accounts` (the lock order every writer keeps) and `ledger_apply_transfers`;
 * - idempotency: `idempotency_answers_of` and `idempotency_record_answers`;
 * - trading: `trading_open_trades`, which composes them (see TradesRepository.openMany).
 * Their current definitions live in server/src/{ledger,idempotency,trading}/sql/ (applied by the migrate step); this is history.
 */
export class OpenTradesInOneCall1764600000000 implements MigrationInterface {
  name = 'OpenTradesInOneCall1764600000000';

  async up(q: QueryRunner): Promise<void> {
    // The user and escrow accounts of each (user, mode), locked in id order, with the user's balance in
    // the other mode (read, not locked). FOR UPDATE answers each row's latest version, even after a wait.
    await q.query(`
      CREATE FUNCTION ledger_lock_user_accounts(p_owner uuid[], p_mode text[])
      RETURNS TABLE (owner_id uuid, mode text, user_account bigint, escrow_account bigint, balance bigint, version bigint,
                     other_balance bigint, other_version bigint)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
        WITH locked AS (
          SELECT a.id, a.owner_id, a.mode, a.kind, a.balance, a.version
            FROM ledger_accounts a
            JOIN unnest(p_owner, p_mode) AS w(owner_id, mode) ON w.owner_id = a.owner_id AND w.mode = a.mode
           WHERE a.kind IN ('user', 'escrow')
           ORDER BY a.id FOR UPDATE OF a)
        SELECT l.owner_id, l.mode,
               min(l.id) FILTER (WHERE l.kind = 'user'), min(l.id) FILTER (WHERE l.kind = 'escrow'),
               min(l.balance) FILTER (WHERE l.kind = 'user'), min(l.version) FILTER (WHERE l.kind = 'user'),
               min(o.balance), min(o.version)
          FROM locked l JOIN ledger_accounts o ON o.owner_id = l.owner_id AND o.kind = 'user' AND o.mode <> l.mode
         GROUP BY l.owner_id, l.mode;
      END $$`);

    // Transfers between locked accounts: the rows, and each account's balance moved by its net amount.
    await q.query(`
      CREATE FUNCTION ledger_apply_transfers(p_debit bigint[], p_credit bigint[], p_amount bigint[], p_kind text[], p_reference text[])
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        WITH t AS (
          INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference)
          SELECT * FROM unnest(p_debit, p_credit, p_amount, p_kind, p_reference)
          RETURNING debit_account_id, credit_account_id, amount),
        d AS (
          SELECT x.account_id, sum(x.delta) AS delta FROM (
            SELECT debit_account_id AS account_id, -amount AS delta FROM t
            UNION ALL SELECT credit_account_id, amount FROM t) x
          GROUP BY x.account_id)
        UPDATE ledger_accounts a SET balance = a.balance + d.delta, version = a.version + 1
          FROM d WHERE a.id = d.account_id;
      END $$`);

    await q.query(`
      CREATE FUNCTION idempotency_answers_of(p_user uuid[], p_key text[])
      RETURNS TABLE (user_id uuid, key text, request_hash text, response jsonb)
      LANGUAGE plpgsql STABLE AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
        SELECT k.user_id, k.key, k.request_hash, k.response FROM idempotency_keys k
          JOIN unnest(p_user, p_key) AS p(user_id, key) ON p.user_id = k.user_id AND p.key = k.key;
      END $$`);

    // Answers kept for replays; a request without a key (null) keeps none. A key taken meanwhile fails the call.
    await q.query(`
      CREATE FUNCTION idempotency_record_answers(p_user uuid[], p_key text[], p_hash text[], p_response jsonb[])
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO idempotency_keys (user_id, key, request_hash, response, status_code)
        SELECT a.user_id, a.key, a.request_hash, a.response, 201
          FROM unnest(p_user, p_key, p_hash, p_response) AS a(user_id, key, request_hash, response)
         WHERE a.key IS NOT NULL;
      END $$`);

    // One outcome per request (ord: its 1-based place): 'opened' with its answer; 'answered' with the
    // answer and request hash kept for its key; 'short' when its balance is below its stake.
    await q.query(`
      CREATE FUNCTION trading_open_trades(
        p_user uuid[], p_mode text[], p_key text[], p_hash text[], p_amount bigint[], p_trading_type text[], p_symbol text[],
        p_trade_mode text[], p_strike_rate int[], p_payout_percent int[], p_duration int[], p_open_price numeric[],
        p_opened_at timestamptz, p_expires_at timestamptz[], p_ats_slot bigint[])
      RETURNS TABLE (ord int, outcome text, answer jsonb, request_hash text)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        acc_owner uuid[]; acc_mode text[]; acc_user bigint[]; acc_escrow bigint[];
        acc_balance bigint[]; acc_version bigint[]; acc_other_balance bigint[]; acc_other_version bigint[];
        o_ord int[]; o_user uuid[]; o_key text[]; o_hash text[]; o_debit bigint[]; o_credit bigint[]; o_amount bigint[];
        o_reference text[]; o_answer jsonb[];
        a_ord int[]; a_response jsonb[]; a_hash text[];
      BEGIN
        -- Locked first, in one statement: a request of the same user that held these accounts has
        -- committed by now, so the statement below (a new snapshot) sees its key and its balance.
        SELECT array_agg(l.owner_id), array_agg(l.mode), array_agg(l.user_account), array_agg(l.escrow_account),
               array_agg(l.balance), array_agg(l.version), array_agg(l.other_balance), array_agg(l.other_version)
          INTO acc_owner, acc_mode, acc_user, acc_escrow, acc_balance, acc_version, acc_other_balance, acc_other_version
          FROM ledger_lock_user_accounts(p_user, p_mode) l;
        IF coalesce(cardinality(acc_owner), 0) <> cardinality(p_user) THEN
          RAISE EXCEPTION 'ledger accounts missing for a trade''s user';
        END IF;

        WITH r AS (
          SELECT * FROM unnest(p_user, p_mode, p_key, p_hash, p_amount, p_trading_type, p_symbol, p_trade_mode, p_strike_rate,
                               p_payout_percent, p_duration, p_open_price, p_expires_at, p_ats_slot)
            WITH ORDINALITY AS r(user_id, mode, key, request_hash, amount, trading_type, symbol, trade_mode, strike_rate,
                                 payout_percent, duration, open_price, expires_at, ats_slot, ord)),
        acc AS (
          SELECT * FROM unnest(acc_owner, acc_mode, acc_user, acc_escrow, acc_balance, acc_version, acc_other_balance, acc_other_version)
            AS a(user_id, mode, user_account, escrow_account, balance, version, other_balance, other_version)),
        answered AS (
          SELECT r.ord, k.response, k.request_hash FROM r JOIN idempotency_answers_of(p_user, p_key) k ON k.user_id = r.user_id AND k.key = r.key),
        opening AS (
          SELECT r.*, acc.user_account, acc.escrow_account, acc.balance, acc.version, acc.other_balance, acc.other_version
            FROM r JOIN acc ON acc.user_id = r.user_id AND acc.mode = r.mode
           WHERE acc.balance >= r.amount AND r.ord NOT IN (SELECT answered.ord FROM answered)),
        t AS (
          INSERT INTO trades (user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration,
                              open_price, opened_at, expires_at, source, ats_slot)
          SELECT user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration,
                 open_price, p_opened_at, expires_at, CASE WHEN ats_slot IS NULL THEN 'manual' ELSE 'ats' END, ats_slot
            FROM opening ORDER BY ord
          RETURNING *)
        SELECT o.ords, o.users, o.keys, o.hashes, o.debits, o.credits, o.amounts, o.refs, o.answers, a.ords, a.responses, a.hashes
          INTO o_ord, o_user, o_key, o_hash, o_debit, o_credit, o_amount, o_reference, o_answer, a_ord, a_response, a_hash
          FROM (SELECT array_agg(g.ord::int) AS ords, array_agg(g.user_id) AS users, array_agg(g.key) AS keys, array_agg(g.request_hash) AS hashes,
                       array_agg(g.user_account) AS debits, array_agg(g.escrow_account) AS credits, array_agg(g.amount) AS amounts,
                       array_agg('trade:' || t.id || ':stake') AS refs,
                       array_agg(jsonb_build_object('trade', to_jsonb(t), 'balance', g.balance - g.amount, 'version', g.version + 1,
                                                    'other_balance', g.other_balance, 'other_version', g.other_version)) AS answers
                  FROM t JOIN opening g ON g.user_id = t.user_id AND g.mode = t.mode) o,
               (SELECT array_agg(answered.ord::int) AS ords, array_agg(answered.response) AS responses,
                       array_agg(answered.request_hash) AS hashes FROM answered) a;

        IF o_ord IS NOT NULL THEN
          PERFORM ledger_apply_transfers(o_debit, o_credit, o_amount, array_fill('trade_stake'::text, ARRAY[cardinality(o_ord)]), o_reference);
          PERFORM idempotency_record_answers(o_user, o_key, o_hash, o_answer);
        END IF;

        RETURN QUERY
          SELECT x.ord, 'opened'::text, x.answer, NULL::text FROM unnest(o_ord, o_answer) AS x(ord, answer)
          UNION ALL
          SELECT y.ord, 'answered', y.response, y.request_hash FROM unnest(a_ord, a_response, a_hash) AS y(ord, response, request_hash)
          UNION ALL
          SELECT g::int, 'short', NULL, NULL FROM generate_subscripts(p_user, 1) AS g
           WHERE g <> ALL (coalesce(o_ord, '{}') || coalesce(a_ord, '{}'));
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION trading_open_trades(uuid[], text[], text[], text[], bigint[], text[], text[], text[], int[], int[], int[], numeric[],
                                                     timestamptz, timestamptz[], bigint[])`);
    await q.query(`DROP FUNCTION idempotency_record_answers(uuid[], text[], text[], jsonb[])`);
    await q.query(`DROP FUNCTION idempotency_answers_of(uuid[], text[])`);
    await q.query(`DROP FUNCTION ledger_apply_transfers(bigint[], bigint[], bigint[], text[], text[])`);
    await q.query(`DROP FUNCTION ledger_lock_user_accounts(uuid[], text[])`);
  }
}
