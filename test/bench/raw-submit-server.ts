/**
 * The bare prototype `npm run bench:submit -- --vs-raw` compares the API with: a node:http server, no
 * framework, doing the essential work of a submit. Each POST parses the JSON body, runs ONE PostgreSQL
 * transaction that debits the account (conditional UPDATE ... WHERE balance >= amount) and inserts a
 * trade row, then adds ONE BullMQ delayed job, and answers 200 JSON. The job's id is per trade (as
 * many Redis writes as requests: the work the API does today), not per expiry second.
 *
 * Started by submit.bench.ts in a child process (its own event loop, like the API) with RAW_PORT,
 * RAW_DATABASE_URL (tables raw_bench_accounts and raw_bench_trades already made), REDIS_URL,
 * RAW_PREFIX and RAW_QUEUE; pg Pool of DATABASE_POOL_SIZE (20, as the API). Prints "ready" when up.
 */
import { createServer } from 'node:http';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.RAW_DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
const connection = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
const queue = new Queue(process.env.RAW_QUEUE ?? 'raw-bench', { connection, prefix: process.env.RAW_PREFIX ?? 'raw-bench' });

interface Body {
  account: number;
  amount: number;
  duration: number;
  symbol: string;
  trade_mode: string;
}

async function submit(b: Body): Promise<{ status: number; body: unknown }> {
  const client = await pool.connect();
  let id: string;
  try {
    await client.query('BEGIN');
    const debit = await client.query('UPDATE raw_bench_accounts SET balance = balance - $2 WHERE id = $1 AND balance >= $2', [b.account, b.amount]);
    if (debit.rowCount !== 1) {
      await client.query('ROLLBACK');
      return { status: 400, body: { error: 'insufficient balance' } };
    }
    const ins = await client.query<{ id: string }>(
      `INSERT INTO raw_bench_trades (account_id, amount, symbol, trade_mode, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id`,
      [b.account, b.amount, b.symbol, b.trade_mode, b.duration],
    );
    await client.query('COMMIT');
    id = ins.rows[0].id;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  await queue.add('settle', { id }, { jobId: `trade-${id}`, delay: b.duration * 1000, removeOnComplete: true });
  return { status: 200, body: { data: { id } } };
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST') return answer(404, { error: 'not found' });
    let body: Body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString()) as Body;
    } catch {
      return answer(400, { error: 'bad JSON' });
    }
    submit(body).then(
      (r) => answer(r.status, r.body),
      (err: Error) => answer(500, { error: err.message }),
    );
  });
});

server.listen(Number(process.env.RAW_PORT ?? 3199), '127.0.0.1', () => console.log('ready'));

process.on('SIGTERM', () => {
  server.close();
  void Promise.all([queue.close(), pool.end()]).then(() => {
    connection.disconnect();
    process.exit(0);
  });
});
