import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import { type DepositDto, tooManyOpenDepositsMessage } from '../../server/src/contracts/funds';
import { pngBytes } from '../support/files';
import { startTestApp, TestApp, TestUser } from '../support/test-app';
import { sandboxCard } from '../support/sandbox-card';

type Answer = { status: number; body: ApiEnvelope<DepositDto> & ApiError };

const MAX_OPEN = 5; // MAX_OPEN_DEPOSITS's default
const REVIEW_LIMIT = 2000;
const card = (usd: number) => sandboxCard(usd);

describe('a bounded number of open deposit requests per client', () => {
  let app: TestApp;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const pendingOf = async (u: TestUser) =>
    (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM deposits WHERE user_id = $1 AND status = 'Pending'`, [u.id]))[0].n;

  /** A crypto deposit request with a PNG receipt, optionally with an Idempotency-Key (multipart, as the web sends it). */
  async function crypto(u: TestUser, usd: number, key?: string): Promise<Answer> {
    const form = new FormData();
    form.append('usd_amount', String(usd));
    form.append('currency', 'btc');
    form.append('receipt', new Blob([pngBytes()], { type: 'image/png' }), 'receipt.png');
    const headers: Record<string, string> = { authorization: `Bearer ${u.token}`, ...(key ? { 'idempotency-key': key } : {}) };
    const res = await fetch(`${app.url}/api/deposit`, { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }
  const cardDeposit = (u: TestUser, usd: number, key?: string) =>
    app.request('POST', '/api/deposit/card', { token: u.token, body: card(usd), headers: key ? { 'idempotency-key': key } : {} }) as Promise<Answer>;
  const receiptFiles = () => readdirSync(join(process.env.UPLOAD_DIR!, 'receipts')).length;

  beforeAll(async () => {
    // Every parallel request reaches the deposit's transaction (no 429 from the bound on requests in flight).
    app = await startTestApp({ env: { CARD_REVIEW_LIMIT: String(REVIEW_LIMIT), MONEY_REQUESTS_IN_FLIGHT_PER_USER: '100' } });
    await app.pricesFlowing();
  });
  afterAll(() => app.close());

  it('accepts five requests waiting for review, answers the sixth 409 with a message, and accepts one again once one is decided', async () => {
    const u = await app.newUser();
    for (let i = 0; i < MAX_OPEN - 1; i++) expect((await crypto(u, 10 + i)).status).toBe(201);
    expect((await cardDeposit(u, REVIEW_LIMIT + 1)).body.data.status).toBe('Pending'); // a card payment waiting for staff counts too
    const files = receiptFiles();

    const refused = await crypto(u, 50);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: false, message: tooManyOpenDepositsMessage(MAX_OPEN) });
    expect(refused.body.message).toBe('You have 5 deposit requests waiting for review. Please wait until one is decided before making another.');
    expect((await cardDeposit(u, REVIEW_LIMIT + 5)).status).toBe(409);
    expect(await pendingOf(u)).toBe(MAX_OPEN);
    expect(receiptFiles()).toBe(files); // the refused request's receipt is not kept

    // A card payment credited at once never waits for review: it is not refused, and does not count.
    const instant = await cardDeposit(u, 20);
    expect([instant.status, instant.body.data.status]).toEqual([201, 'Processing']);

    // One decided (rejected by staff): room for one more, and only one.
    const [oldest] = await sql<{ id: string }>(`SELECT id FROM deposits WHERE user_id = $1 AND status = 'Pending' ORDER BY id LIMIT 1`, [u.id]);
    await sql(`UPDATE deposits SET status = 'Rejected', reason = 'Payment not received', decided_at = now() WHERE id = $1`, [oldest.id]);
    expect((await crypto(u, 60)).status).toBe(201);
    expect((await crypto(u, 61)).status).toBe(409);
    expect(await pendingOf(u)).toBe(MAX_OPEN);
  });

  it('holds under 20 parallel requests of one client: never more than five Pending', async () => {
    const u = await app.newUser();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? crypto(u, 10 + i) : cardDeposit(u, REVIEW_LIMIT + 1 + i))));
    const refused = answers.filter((a) => a.status !== 201);
    expect(answers.length - refused.length).toBe(MAX_OPEN);
    expect(new Set(refused.map((a) => `${a.status} ${a.body.message}`))).toEqual(new Set([`409 ${tooManyOpenDepositsMessage(MAX_OPEN)}`]));
    expect(await pendingOf(u)).toBe(MAX_OPEN);
  });

  it('answers a replayed request (same Idempotency-Key) with its first result, not 409', async () => {
    const u = await app.newUser();
    const cryptoKey = randomUUID();
    const cardKey = randomUUID();
    const first = await crypto(u, 10, cryptoKey);
    const firstCard = await cardDeposit(u, REVIEW_LIMIT + 1, cardKey);
    for (let i = 0; i < MAX_OPEN - 2; i++) expect((await crypto(u, 20 + i)).status).toBe(201);
    expect((await crypto(u, 40)).status).toBe(409);

    const replayed = await crypto(u, 10, cryptoKey);
    expect([replayed.status, replayed.body.data.deposit_id]).toEqual([201, first.body.data.deposit_id]);
    const replayedCard = await cardDeposit(u, REVIEW_LIMIT + 1, cardKey);
    expect([replayedCard.status, replayedCard.body.data]).toEqual([201, firstCard.body.data]);
    // A new key is a new request: refused.
    expect((await crypto(u, 10, randomUUID())).status).toBe(409);
    expect(await pendingOf(u)).toBe(MAX_OPEN);
  });
});
