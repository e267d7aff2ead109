import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import {
  CLIENT_NOT_FOUND,
  CLIENT_SEARCH_LENGTH_MESSAGE,
  CLIENT_SEARCH_MAX_LENGTH,
  type BackofficeClient,
  type ClientSearchHit,
  type ClientSearchResult,
} from '../../server/src/contracts/backoffice-clients';
import type { LoginEventDto, SessionDto } from '../../server/src/contracts/account-security';
import type { CaseNote } from '../../server/src/contracts/cases';
import type { DepositDto, WithdrawalDto } from '../../server/src/contracts/funds';
import type { SubmitTradeResponse } from '../../server/src/contracts/trading';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { KycService } from '../../server/src/kyc/kyc.service';
import { pngBytes } from '../support/files';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { sandboxCard } from '../support/sandbox-card';
import { demoTrade } from '../support/trades';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError };

const ADMIN = { email: 'clients-admin@example.com', password: 'admin-password-42' };
const ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CARD_REVIEW_LIMIT: '100' };
const BTC_WALLET = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

/** A client made for one test: their account, and the ids of what they did. */
interface Client extends TestUser {
  pendingDepositId: string;
}

describe('back office: search by client, and the client whole', () => {
  let app: TestApp;
  let staff: string;
  let tag: string;
  /** Ann Lee: a credited deposit, a pending one with a note, an approved document, a pending withdrawal, a real trade. */
  let ann: Client & { creditedDepositId: string; withdrawalId: string; tradeId: number; noteId: string };
  /** Bob Stone: a pending deposit with a note of its own and a pending document; never on Ann's page. */
  let bob: Client & { noteText: string };
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const get = <T>(path: string, token?: string) => app.request<ApiEnvelope<T> & ApiError>('GET', path, { token }) as Promise<Answer<T>>;
  const post = <T>(path: string, token: string, body: unknown) => app.request<ApiEnvelope<T> & ApiError>('POST', path, { token, body }) as Promise<Answer<T>>;
  const search = (q: string, token = staff) => get<ClientSearchResult>(`/api/backoffice/search?q=${encodeURIComponent(q)}`, token);
  const found = async (q: string): Promise<ClientSearchHit[]> => {
    const res = await search(q);
    expect(res.status).toBe(200);
    return res.body.data.clients;
  };
  const page = async (id: string): Promise<BackofficeClient> => {
    const res = await get<BackofficeClient>(`/api/backoffice/clients/${id}`, staff);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  async function newClient(firstname: string, lastname: string): Promise<TestUser> {
    const user = await app.newUser({ email: `${firstname}.${lastname}-${tag}@Example.com` });
    await sql('UPDATE users SET firstname = $2, lastname = $3, email_verified = true WHERE id = $1', [user.id, firstname, `${lastname}${tag}`]);
    return user;
  }
  const cardDeposit = async (user: TestUser, usd: number) =>
    String((await post<DepositDto>('/api/deposit/card', user.token, sandboxCard(usd))).body.data.deposit_id);
  const uploadDocument = async (user: TestUser) =>
    expect(
      (
        await app.upload(
          '/api/profile/user-verification',
          { method: 'national_id', id_file: { data: pngBytes(), name: 'id.png', type: 'image/png' } },
          { token: user.token },
        )
      ).status,
    ).toBe(201);
  const note = async (depositId: string, text: string) => {
    const res = await post<CaseNote>(`/api/backoffice/deposits/${depositId}/notes`, staff, { text });
    expect(res.status).toBe(201);
    return res.body.data;
  };

  beforeAll(async () => {
    app = await startTestApp({ env: ENV });
    staff = (await app.login(ADMIN)).body.tokens.access.token;
    tag = randomUUID().slice(0, 8);
    await app.pricesFlowing();

    const a = await newClient('Ann', 'Lee');
    const creditedDepositId = await cardDeposit(a, 80);
    await waitFor(async () => (await me(app, a.token)).balance === 80);
    const pendingDepositId = await cardDeposit(a, 500);
    await uploadDocument(a);
    const [record] = await sql<{ id: string }>('SELECT id FROM identity_verifications WHERE user_id = $1', [a.id]);
    await app.api.get(KycService).review(record.id, 'Approved', null, (await me(app, staff)).id);
    const withdrawal = await post<WithdrawalDto>('/api/withdraw', a.token, { amount: 20, wallet: BTC_WALLET, currency: 'btc' });
    expect(withdrawal.status).toBe(201);
    const trade = await post<SubmitTradeResponse>('/api/trading/submit', a.token, demoTrade({ mode: 'real', duration: 60 }));
    expect(trade.status).toBe(201);
    const written = await note(pendingDepositId, 'Called the client: the card is theirs');
    ann = {
      ...a,
      creditedDepositId,
      pendingDepositId,
      withdrawalId: String(withdrawal.body.data.withdraw_id),
      tradeId: trade.body.data.trade.trade_id,
      noteId: written.id,
    };

    const b = await newClient('Bob', 'Stone');
    const bobDeposit = await cardDeposit(b, 300);
    await uploadDocument(b);
    bob = { ...b, pendingDepositId: bobDeposit, noteText: `Bob's card looks stolen ${tag}` };
    await note(bobDeposit, bob.noteText);
  });
  afterAll(() => app.close());

  describe('GET /api/backoffice/search', () => {
    it('finds a client by a part of their e-mail, in any case, with their items waiting in every queue', async () => {
      const [hit, ...others] = await found(`ANN.LEE-${tag.toUpperCase()}@exa`);
      expect(others).toEqual([]);
      expect(hit).toEqual({
        id: ann.id,
        name: `Ann Lee${tag}`,
        email: `ann.lee-${tag}@example.com`,
        status: 'active',
        kyc_status: 'Approved',
        created_at: expect.any(String),
        open_items: expect.any(Array),
      });
      // The credited deposit and the approved document are not waiting: only the pending deposit and withdrawal are.
      expect(hit.open_items.map((i) => [i.kind, i.id, i.state, i.amount]).sort()).toEqual(
        [
          ['deposit', ann.pendingDepositId, 'Pending', 500],
          ['withdrawal', ann.withdrawalId, 'Pending', 20],
        ].sort(),
      );
    });

    it('finds a client by first name, last name, or both ("Ann Lee"), in any case', async () => {
      for (const q of [`lee${tag}`, `ann LEE${tag}`, `  Ann   Lee${tag} `]) {
        expect((await found(q)).map((c) => c.id)).toEqual([ann.id]);
      }
      const bobs = await found(`stone${tag}`);
      expect(bobs.map((c) => c.id)).toEqual([bob.id]);
      expect(bobs[0].kyc_status).toBe('Pending');
      expect(bobs[0].open_items.map((i) => i.kind).sort()).toEqual(['deposit', 'kyc']);
    });

    it('finds a client by their exact id, first', async () => {
      const [first] = await found(bob.id);
      expect(first.id).toBe(bob.id);
    });

    it('matches LIKE’s wildcards as plain characters, and finds nobody for a stranger', async () => {
      expect(await found('%%')).toEqual([]);
      expect(await found('__')).toEqual([]);
      expect(await found(`nobody-${tag}`)).toEqual([]);
    });

    it('refuses a query shorter than 2 or longer than 200 characters once trimmed, naming q', async () => {
      for (const q of ['', 'a', '   a   ', 'x'.repeat(CLIENT_SEARCH_MAX_LENGTH + 1)]) {
        const res = await search(q);
        expect([res.status, res.body.message, res.body.errors?.q]).toEqual([400, CLIENT_SEARCH_LENGTH_MESSAGE, CLIENT_SEARCH_LENGTH_MESSAGE]);
      }
      const missing = await get('/api/backoffice/search', staff);
      expect([missing.status, missing.body.errors?.q]).toEqual([400, CLIENT_SEARCH_LENGTH_MESSAGE]);
      expect((await search('x'.repeat(CLIENT_SEARCH_MAX_LENGTH))).status).toBe(200);
    });

    it('is for staff and admins only: a client 403, a visitor 401', async () => {
      expect((await search('lee', ann.token)).status).toBe(403);
      expect((await get('/api/backoffice/search?q=lee')).status).toBe(401);
    });
  });

  describe('GET /api/backoffice/clients/:id', () => {
    it('answers the client whole: profile, status, balances, documents, money, trades, statement, sessions, logins, limits, notes, cases', async () => {
      const c = await page(ann.id);
      expect(c).toMatchObject({ id: ann.id, name: `Ann Lee${tag}`, email: ann.email.toLowerCase(), kyc_status: 'Approved' });
      expect(c.profile).toMatchObject({ firstname: 'Ann', lastname: `Lee${tag}`, email: ann.email.toLowerCase(), email_verified: true, phone: null });
      expect([c.status, c.suspended_reason, c.suspended_at]).toEqual(['active', null, null]);
      // 80 credited, 20 held for the withdrawal, 10 staked.
      expect([c.balance, c.demo_balance]).toEqual([50, 10000]);

      expect(c.documents).toEqual([
        {
          id: expect.any(String),
          method: 'national_id',
          status: 'Approved',
          reason: null,
          created_at: expect.any(String),
          reviewed_at: expect.any(String),
          file_url: `/api/backoffice/kyc/${c.documents[0].id}/file`,
        },
      ]);
      expect(c.deposits.map((d) => String(d.deposit_id))).toEqual([ann.pendingDepositId, ann.creditedDepositId]);
      expect(c.withdrawals.map((w) => [String(w.withdraw_id), w.status])).toEqual([[ann.withdrawalId, 'Pending']]);
      expect(c.trades.map((t) => t.trade_id)).toEqual([ann.tradeId]);
      expect(c.statement.map((l) => [l.kind, l.amount])).toEqual([
        ['trade_stake', -10],
        ['withdrawal_hold', -20],
        ['deposit', 80],
      ]);
      expect(c.statement[0].balance).toBe(50);
      // What the client's own security screen lists, without its `current` mark.
      const own = (await get<SessionDto[]>('/api/account/sessions', ann.token)).body.data;
      expect(own.length).toBeGreaterThan(0);
      expect(c.sessions).toEqual(own.map(({ current: _current, ...session }) => session));
      const logins = (await get<LoginEventDto[]>('/api/account/logins', ann.token)).body.data;
      expect(logins.map((l) => l.outcome)).toContain('success');
      expect(c.login_history).toEqual(logins);
      expect(c.protections).toMatchObject({ exclusion: null });

      expect(c.notes).toEqual([
        {
          id: ann.noteId,
          author_id: expect.any(String),
          author_email: ADMIN.email,
          item_kind: 'deposit',
          item_id: ann.pendingDepositId,
          text: 'Called the client: the card is theirs',
          created_at: expect.any(String),
        },
      ]);
      expect(c.cases.map((i) => [i.kind, i.id, i.state]).sort()).toEqual(
        [
          ['deposit', ann.creditedDepositId, 'Approved'],
          ['deposit', ann.pendingDepositId, 'Pending'],
          ['kyc', c.documents[0].id, 'Approved'],
          ['withdrawal', ann.withdrawalId, 'Pending'],
        ].sort(),
      );
      expect(c.cases.find((i) => i.kind === 'kyc')?.amount).toBeNull();
      expect(c.cases.map((i) => i.created_at)).toEqual([...c.cases.map((i) => i.created_at)].sort().reverse());

      // The summary beside an item keeps its fields.
      expect(c.recent_deposits.map((d) => String(d.deposit_id))).toEqual([ann.pendingDepositId, ann.creditedDepositId]);
      expect(c.recent_trades).toHaveLength(1);
    });

    it('never shows another client’s data', async () => {
      const c = await page(ann.id);
      const text = JSON.stringify(c);
      expect(text).not.toContain(bob.id);
      expect(text).not.toContain(bob.email.toLowerCase());
      expect(text).not.toContain(bob.noteText);
      expect(c.cases.some((i) => i.kind === 'deposit' && i.id === bob.pendingDepositId)).toBe(false);

      const b = await page(bob.id);
      expect(b.notes.map((n) => n.text)).toEqual([bob.noteText]);
      expect(b.documents.map((d) => d.status)).toEqual(['Pending']);
      expect(b.deposits.map((d) => String(d.deposit_id))).toEqual([bob.pendingDepositId]);
      expect([b.withdrawals, b.trades]).toEqual([[], []]);
    });

    it('shows a suspended account with its reason and since when, on the page and in the search', async () => {
      const c = await newClient('Cid', 'Moor');
      await sql(`UPDATE users SET status = 'suspended', suspended_reason = 'Under investigation', suspended_at = now() WHERE id = $1`, [c.id]);
      const shown = await page(c.id);
      expect([shown.status, shown.suspended_reason, typeof shown.suspended_at]).toEqual(['suspended', 'Under investigation', 'string']);
      expect((await found(`moor${tag}`)).map((h) => h.status)).toEqual(['suspended']);
    });

    it('answers 404 "Client not found" for an unknown or malformed id; a client 403, a visitor 401', async () => {
      for (const id of [randomUUID(), 'not-a-user', '12345']) {
        const res = await get(`/api/backoffice/clients/${id}`, staff);
        expect([res.status, res.body.message]).toEqual([404, CLIENT_NOT_FOUND]);
      }
      expect((await get(`/api/backoffice/clients/${ann.id}`, ann.token)).status).toBe(403);
      expect((await get(`/api/backoffice/clients/${ann.id}`)).status).toBe(401);
    });
  });

  it('staff made by role are served too', async () => {
    const member = await app.newUser();
    await app.api.get(RolesService).setRole(member.email, 'staff');
    const token = (await app.login({ email: member.email, password: member.password })).body.tokens.access.token;
    expect((await search(`lee${tag}`, token)).body.data.clients.map((c) => c.id)).toEqual([ann.id]);
    expect((await get(`/api/backoffice/clients/${ann.id}`, token)).status).toBe(200);
  });
});
