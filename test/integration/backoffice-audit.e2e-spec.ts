import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import { AUDIT_CSV_HEADER, type AuditPage, type DecisionAccepted, type StaffMember } from '../../server/src/contracts/backoffice';
import type { DepositDto } from '../../server/src/contracts/funds';
import { AuditLog, type AuditRow } from '../../server/src/audit/audit-log.repository';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { sandboxCard } from '../support/sandbox-card';
import { startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError; headers: Headers };

const ADMIN = { email: 'audit-log-admin@example.com', password: 'admin-password-42' };
const REVIEW_LIMIT = 100;

/**
 * GET /api/backoffice/audit: each filter narrows, the cursor pages every row once, CSV downloads the
 * filtered log, bad input answers 400 naming the field; and a decision's audit row names its client.
 * Rows are written through the one writer (AuditLog.write) under actors and clients of this file, so
 * other files' rows never meet its filters.
 */
describe('back office: the audit log', () => {
  let app: TestApp;
  let admin: string;
  let staffA: TestUser;
  let staffB: TestUser;
  let clientX: TestUser;
  let clientY: TestUser;
  const uniq = randomUUID().slice(0, 8);
  const item = (n: number) => `${uniq}-${n}`;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const audit = (query: string, token = admin) => app.request('GET', `/api/backoffice/audit?${query}`, { token }) as Promise<Answer<AuditPage>>;
  const itemIds = async (query: string) => {
    const res = await audit(query);
    expect(res.status).toBe(200);
    return res.body.data.items.map((e) => e.item_id);
  };
  const write = (rows: AuditRow[]) =>
    app.api.get(DataSource).transaction(async (m) => {
      for (const row of rows) await app.api.get(AuditLog).write(m, row);
    });
  const row = (actor: TestUser, n: number, over: Partial<AuditRow> = {}): AuditRow => ({
    actorId: actor.id,
    action: 'approve',
    itemKind: 'deposit',
    itemId: item(n),
    clientId: clientX.id,
    from: 'Pending',
    to: 'Approved',
    reason: null,
    ip: '10.0.0.1',
    ...over,
  });

  async function staffMember(): Promise<TestUser> {
    const user = await app.newUser();
    await app.api.get(RolesService).setRole(user.email, 'staff');
    return user;
  }

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CARD_REVIEW_LIMIT: String(REVIEW_LIMIT) } });
    admin = (await app.login(ADMIN)).body.tokens.access.token;
    [staffA, staffB, clientX, clientY] = [await staffMember(), await staffMember(), await app.newUser(), await app.newUser()];
    // Written in this order: newest first, the log answers them 5, 4, 3, 2, 1.
    await write([
      row(staffA, 1),
      row(staffA, 2, { itemKind: 'kyc' }),
      row(staffB, 3, { itemKind: 'withdrawal', clientId: clientY.id, action: 'reject', to: 'Rejected', reason: 'Wrong account' }),
      row(staffB, 4, { itemKind: 'client', clientId: clientY.id, action: 'suspend', from: 'active', to: 'suspended' }),
      row(staffA, 5, { itemKind: 'adjustment', clientId: clientY.id, action: 'credit', from: null, to: null, reason: '=1+2, "goodwill"' }),
    ]);
  });
  afterAll(() => app.close());

  it('answers a page of entries, newest first, with the actor and client e-mails', async () => {
    const res = await audit(`actor=${staffA.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.next_cursor).toBeNull();
    expect(res.body.data.items.map((e) => e.item_id)).toEqual([item(5), item(2), item(1)]);
    expect(res.body.data.items[2]).toEqual({
      id: expect.any(String),
      actor_id: staffA.id,
      actor_email: staffA.email,
      action: 'approve',
      item_kind: 'deposit',
      item_id: item(1),
      client_id: clientX.id,
      client_email: clientX.email,
      from_state: 'Pending',
      to_state: 'Approved',
      reason: null,
      ip: '10.0.0.1',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('narrows by actor, kind, item and client', async () => {
    expect(await itemIds(`actor=${staffB.id}`)).toEqual([item(4), item(3)]);
    expect(await itemIds(`actor=${staffA.id}&kind=kyc`)).toEqual([item(2)]);
    expect(await itemIds(`actor=${staffB.id}&kind=client`)).toEqual([item(4)]);
    expect(await itemIds(`item=${item(3)}`)).toEqual([item(3)]);
    expect(await itemIds(`client=${clientY.id}`)).toEqual([item(5), item(4), item(3)]);
    expect(await itemIds(`client=${clientX.id}&kind=deposit`)).toEqual([item(1)]);
    expect(await itemIds(`client=${clientX.id}&actor=${staffB.id}`)).toEqual([]);
  });

  it('narrows by dates: both ends included, a day alone is the whole of that day (UTC)', async () => {
    const dated = await staffMember();
    for (const [n, at] of [
      [10, '2020-01-04T23:59:59Z'],
      [11, '2020-01-05T12:00:00Z'],
      [12, '2020-01-06T00:00:00Z'],
    ] as const) {
      // The writer stamps now(); rows of the past are inserted as they would have been then.
      await sql(`INSERT INTO audit_log (actor_id, action, item_kind, item_id, client_id, created_at) VALUES ($1, 'approve', 'deposit', $2, $3, $4)`, [
        dated.id,
        item(n),
        clientX.id,
        at,
      ]);
    }
    const of = `actor=${dated.id}`;
    expect(await itemIds(of)).toEqual([item(12), item(11), item(10)]);
    expect(await itemIds(`${of}&from=2020-01-05&to=2020-01-05`)).toEqual([item(11)]);
    expect(await itemIds(`${of}&from=2020-01-05T12:00:00Z`)).toEqual([item(12), item(11)]);
    expect(await itemIds(`${of}&to=2020-01-05T12:00:00Z`)).toEqual([item(11), item(10)]);
    expect(await itemIds(`${of}&from=2020-01-06T00:00:01Z`)).toEqual([]);
  });

  it('pages with the cursor: every row once, then next_cursor null', async () => {
    const pager = await staffMember();
    await write(Array.from({ length: 7 }, (_, i) => row(pager, 100 + i)));
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await audit(`actor=${pager.id}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      sizes.push(res.body.data.items.length);
      seen.push(...res.body.data.items.map((e) => e.item_id));
      cursor = res.body.data.next_cursor;
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(Array.from({ length: 7 }, (_, i) => item(106 - i)));
  });

  it('downloads the filtered log as CSV: header, quoted and defused cells, an attachment', async () => {
    const res = await fetch(`${app.url}/api/backoffice/audit?format=csv&client=${clientY.id}&limit=1`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).split('\r\n');
    // limit pages the JSON answer only: the file holds the whole filtered log.
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(AUDIT_CSV_HEADER);
    expect(lines[1]).toContain(`,credit,adjustment,${item(5)},${clientY.id},${clientY.email},,,"'=1+2, ""goodwill""",10.0.0.1`);
    expect(lines[2]).toContain(`,suspend,client,${item(4)},`);
    expect(lines[3]).toContain(`,reject,withdrawal,${item(3)},`);
    expect(lines[4]).toBe('');
  });

  it.each([
    ['kind=case', 'kind'],
    ['actor=not-a-uuid', 'actor'],
    ['client=42', 'client'],
    ['from=yesterday', 'from'],
    ['to=2026-13-45', 'to'],
    ['cursor=abc', 'cursor'],
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=ten', 'limit'],
    ['format=xml', 'format'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await audit(query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
  });

  it('answers up to 500 a page, 100 when no limit is asked', async () => {
    expect((await audit(`actor=${staffA.id}&limit=500`)).status).toBe(200);
    const busy = await staffMember();
    await write(Array.from({ length: 101 }, (_, i) => row(busy, 1000 + i, { clientId: null })));
    const res = await audit(`actor=${busy.id}`);
    expect(res.body.data.items).toHaveLength(100);
    expect(res.body.data.next_cursor).toBe(res.body.data.items[99].id);
  });

  it('a rejected deposit leaves its audit row with the client it belongs to', async () => {
    const client = await app.newUser();
    const deposit = await app.request<ApiEnvelope<DepositDto>>('POST', '/api/deposit/card', { token: client.token, body: sandboxCard(REVIEW_LIMIT + 50) });
    expect(deposit.body.data.status).toBe('Pending');
    const id = String(deposit.body.data.deposit_id);
    const decided = await app.request<ApiEnvelope<DecisionAccepted>>('POST', `/api/backoffice/deposits/${id}/reject`, {
      token: admin,
      body: { reason: 'Not received' },
    });
    expect(decided.status).toBe(202);
    await waitFor(async () => (await sql('SELECT 1 FROM decisions WHERE id = $1 AND applied_at IS NOT NULL', [decided.body.data.decision_id])).length > 0);
    const res = await audit(`client=${client.id}`);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({
        action: 'reject',
        item_kind: 'deposit',
        item_id: id,
        client_id: client.id,
        client_email: client.email,
        actor_email: ADMIN.email,
      }),
    ]);
  });

  it('lists staff and admins for the staff filter, not clients', async () => {
    const res = (await app.request('GET', '/api/backoffice/staff', { token: admin })) as Answer<StaffMember[]>;
    expect(res.status).toBe(200);
    const emails = res.body.data.map((s) => s.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN.email, staffA.email, staffB.email]));
    expect(emails).not.toContain(clientX.email);
    expect(res.body.data.find((s) => s.email === staffA.email)).toEqual({ id: staffA.id, email: staffA.email });
  });

  it('answers a client 403 and a visitor 401', async () => {
    for (const path of ['/api/backoffice/audit', '/api/backoffice/audit?format=csv', '/api/backoffice/staff']) {
      expect((await app.request('GET', path, { token: clientX.token })).status).toBe(403);
      expect((await app.request('GET', path)).status).toBe(401);
    }
  });
});
