import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../server/src/config/app-config';
import { APP_CONFIG } from '../../server/src/config/config.module';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { IdentityVerificationDto } from '../../server/src/contracts/kyc';
import { KycService } from '../../server/src/kyc/kyc.service';
import { jpegBytes, pdfBytes, pngBytes, textBytes, webpBytes } from '../support/files';
import { MultipartForm, startTestApp, TestApp, TestFile, TestUser } from '../support/test-app';

const SUBMITTED = 'Government ID Submitted Successfully!';
const UNDER_REVIEW = 'Your document is already under review';
const VERIFIED = 'Your identity is already verified';
const DOCUMENT_TYPES = 'File must be a PNG, JPEG or WebP image or a PDF';

describe('identity verification', () => {
  let app: TestApp;
  let kyc: KycService;

  const idFile = (data: Uint8Array, name = 'passport.png', type = 'image/png'): TestFile => ({ data, name, type });
  const submit = (token: string, form: MultipartForm) =>
    app.upload<ApiEnvelope<IdentityVerificationDto> & ApiError>('/api/profile/user-verification', form, { token });
  const latest = async (token: string) =>
    (await app.request<ApiEnvelope<IdentityVerificationDto | null>>('GET', '/api/profile/user-verification', { token })).body;
  const readFile = (token?: string) => fetch(`${app.url}/api/profile/user-verification/file`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const recordIdOf = async (userId: string) => {
    const [row] = await app.api.get(DataSource).query('SELECT id FROM identity_verifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [userId]);
    return String(row.id);
  };
  let staff: TestUser;
  const review = async (user: TestUser, decision: 'Approved' | 'Rejected', reason: string | null = null) =>
    kyc.review(await recordIdOf(user.id), decision, reason, staff.id);

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    kyc = app.api.get(KycService);
    staff = await app.newUser(); // reviewed_by is a user: the back office's staff later
  });
  afterAll(() => app.close());

  describe('POST and GET /api/profile/user-verification', () => {
    it('answers null before any upload, then the Pending record, and the file to its owner only', async () => {
      const u = await app.newUser();
      expect(await latest(u.token)).toEqual({ status: true, message: expect.any(String), data: null });
      expect((await readFile(u.token)).status).toBe(404);

      const bytes = pngBytes(4096);
      const res = await submit(u.token, { method: 'international_passport', id_file: idFile(bytes) });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: true, message: SUBMITTED });

      const { data } = await latest(u.token);
      expect(data).toEqual({
        status: 'Pending',
        method: 'international_passport',
        id_file_url: '/api/profile/user-verification/file',
        reason: null,
        created_at: expect.any(String),
      });

      const file = await readFile(u.token);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(file.headers.get('content-disposition')).toBe('inline; filename="id-document.png"');
      // Re-encoded: the same picture, without the bytes padded after its end.
      const stored = Buffer.from(await file.arrayBuffer());
      expect(stored.length).toBeLessThan(bytes.length);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
    });

    it('needs a bearer token for every route', async () => {
      expect((await app.request('GET', '/api/profile/user-verification')).status).toBe(401);
      expect((await readFile()).status).toBe(401);
      const res = await app.upload<ApiError>('/api/profile/user-verification', { method: 'national_id', id_file: idFile(pngBytes()) });
      expect(res.status).toBe(401);
    });

    it("never serves another user's document", async () => {
      const [owner, other] = await Promise.all([app.newUser(), app.newUser()]);
      const mine = jpegBytes(2048);
      expect((await submit(owner.token, { method: 'national_id', id_file: idFile(mine, 'id.jpg', 'image/jpeg') })).status).toBe(201);

      expect((await readFile(other.token)).status).toBe(404);
      expect((await latest(other.token)).data).toBeNull();

      const theirs = webpBytes(1024);
      expect((await submit(other.token, { method: 'drivers_license', id_file: idFile(theirs, 'licence.webp', 'image/webp') })).status).toBe(201);
      const file = await readFile(other.token);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('webp');
      const owners = await readFile(owner.token);
      expect(owners.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await owners.arrayBuffer())).metadata()).format).toBe('jpeg');
    });

    it('refuses a second upload while Pending and after approval; allows one after a rejection', async () => {
      const u = await app.newUser();
      expect((await submit(u.token, { method: 'national_id', id_file: idFile(pngBytes()) })).status).toBe(201);

      const again = await submit(u.token, { method: 'national_id', id_file: idFile(pngBytes()) });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ status: false, message: UNDER_REVIEW, code: 'CONFLICT' });

      await review(u, 'Rejected', 'The photo is blurred');
      expect((await latest(u.token)).data).toMatchObject({ status: 'Rejected', reason: 'The photo is blurred' });

      const pdf = pdfBytes(3000);
      const retry = await submit(u.token, { method: 'others', id_file: idFile(pdf, 'scan.pdf', 'application/pdf') });
      expect(retry.status).toBe(201);
      expect((await latest(u.token)).data).toMatchObject({ status: 'Pending', method: 'others', reason: null });
      const file = await readFile(u.token);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);

      await review(u, 'Approved');
      expect((await latest(u.token)).data).toMatchObject({ status: 'Approved', reason: null });
      const afterApproval = await submit(u.token, { method: 'national_id', id_file: idFile(pngBytes()) });
      expect(afterApproval.status).toBe(409);
      expect(afterApproval.body.message).toBe(VERIFIED);
    });

    it('lets exactly one of two simultaneous uploads through', async () => {
      const u = await app.newUser();
      const results = await Promise.all(Array.from({ length: 4 }, () => submit(u.token, { method: 'national_id', id_file: idFile(pngBytes(20_000)) })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      expect(results.filter((r) => r.status === 409).every((r) => r.body.message === UNDER_REVIEW)).toBe(true);
    });

    it('a review needs a Pending record, and a rejection needs a reason', async () => {
      const u = await app.newUser();
      expect((await submit(u.token, { method: 'national_id', id_file: idFile(pngBytes()) })).status).toBe(201);
      await expect(review(u, 'Rejected', '  ')).rejects.toMatchObject({ status: 400 });
      await review(u, 'Rejected', 'Expired document');
      await expect(review(u, 'Approved')).rejects.toMatchObject({ status: 409 });
      await expect(kyc.review('999999999', 'Approved', null, staff.id)).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('refusals of the upload itself', () => {
    let u: TestUser;
    beforeAll(async () => {
      u = await app.newUser();
    });

    it('413 for a file over 5 MB; exactly 5 MB is accepted', async () => {
      const big = await submit(u.token, { method: 'national_id', id_file: idFile(pngBytes(5_242_881)) });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ status: false, message: 'Max file size is 5mb', code: 'PAYLOAD_TOO_LARGE', errors: { id_file: 'Max file size is 5mb' } });
      expect((await latest(u.token)).data).toBeNull();

      const v = await app.newUser();
      expect((await submit(v.token, { method: 'national_id', id_file: idFile(pngBytes(5_242_880)) })).status).toBe(201);
    });

    it('400 for a file whose content is not an accepted type, whatever its name and claimed type', async () => {
      for (const f of [
        idFile(textBytes(), 'passport.png', 'image/png'),
        idFile(textBytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'id.svg', 'image/svg+xml'),
        idFile(textBytes('GIF89a........'), 'id.gif', 'image/gif'),
      ]) {
        const res = await submit(u.token, { method: 'national_id', id_file: f });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ status: false, message: DOCUMENT_TYPES, code: 'BAD_REQUEST', errors: { id_file: DOCUMENT_TYPES } });
      }
      expect((await latest(u.token)).data).toBeNull();
    });

    it('400 "Please select file!" without a file, or with an empty one', async () => {
      const forms: MultipartForm[] = [
        { method: 'national_id' },
        { method: 'national_id', id_file: '' },
        { method: 'national_id', id_file: idFile(new Uint8Array(), '') },
      ];
      for (const form of forms) {
        const res = await submit(u.token, form);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ id_file: 'Please select file!' });
      }
    });

    it('400 for a missing or unknown method', async () => {
      const missing = await submit(u.token, { id_file: idFile(pngBytes()) });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ method: 'is required' });
      const unknown = await submit(u.token, { method: 'library_card', id_file: idFile(pngBytes()) });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ method: 'is invalid' });
    });

    it('400 for two files, a file in another field, or an unknown field', async () => {
      const two = await submit(u.token, { method: 'national_id', id_file: [idFile(pngBytes()), idFile(pngBytes())] });
      expect(two.status).toBe(400);
      expect(two.body.errors).toEqual({ id_file: 'Only one file may be sent' });

      const elsewhere = await submit(u.token, { method: 'national_id', avatar: idFile(pngBytes()) });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.errors).toEqual({ avatar: 'is not an accepted file field' });

      const extra = await submit(u.token, { method: 'national_id', id_file: idFile(pngBytes()), status: 'Approved' });
      expect(extra.status).toBe(400);
      expect(extra.body.errors).toEqual({ status: 'is not an accepted field' });
      expect((await latest(u.token)).data).toBeNull();
    });
  });

  describe('POST /api/users/user-identification (registration flow)', () => {
    const register = async () => {
      const password = 'correct-horse-42';
      const email = `kyc-${randomUUID()}@example.com`;
      const res = await app.request<ApiEnvelope<{ session: string }>>('POST', '/api/auth/register', {
        body: { firstname: 'Grace', lastname: 'Hopper', email, password, confirmPassword: password },
      });
      expect(res.status).toBe(201);
      return { email, password, session: res.body.data.session };
    };
    const identify = (form: MultipartForm) => app.upload<ApiEnvelope<IdentityVerificationDto> & ApiError>('/api/users/user-identification', form);

    it("stores the document of the session's user, then refuses a second one", async () => {
      const { email, password, session } = await register();
      const res = await identify({ method: 'drivers_license', id_file: idFile(pdfBytes(), 'licence.pdf', 'application/pdf'), session });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: true, message: SUBMITTED });

      const login = await app.request<{ tokens: { access: { token: string } } }>('POST', '/api/auth/login', { body: { email, password } });
      const token = login.body.tokens.access.token;
      expect((await latest(token)).data).toMatchObject({ status: 'Pending', method: 'drivers_license' });
      expect((await readFile(token)).headers.get('content-type')).toBe('application/pdf');

      const again = await identify({ method: 'drivers_license', id_file: idFile(pngBytes()), session });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(UNDER_REVIEW);
    });

    it('400 "Session is required" without a session; 401 for a forged or wrong-purpose one', async () => {
      const missing = await identify({ method: 'national_id', id_file: idFile(pngBytes()) });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ status: false, message: 'Session is required', errors: { session: 'Session is required' } });
      const empty = await identify({ method: 'national_id', id_file: idFile(pngBytes()), session: '' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Session is required');

      const { session } = await register();
      const forged = await identify({ method: 'national_id', id_file: idFile(pngBytes()), session: session.slice(0, -4) + 'AAAA' });
      expect(forged.status).toBe(401);
      const u = await app.newUser();
      const accessToken = await identify({ method: 'national_id', id_file: idFile(pngBytes()), session: u.token });
      expect(accessToken.status).toBe(401);
      expect((await latest(u.token)).data).toBeNull();
    });

    it('applies the same file rules', async () => {
      const { session } = await register();
      const big = await identify({ method: 'national_id', id_file: idFile(jpegBytes(5_242_881), 'id.jpg'), session });
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('Max file size is 5mb');
      const disguised = await identify({ method: 'national_id', id_file: idFile(textBytes(), 'id.png'), session });
      expect(disguised.status).toBe(400);
      expect(disguised.body.errors).toEqual({ id_file: DOCUMENT_TYPES });
      const none = await identify({ method: 'national_id', session });
      expect(none.status).toBe(400);
      expect(none.body.errors).toEqual({ id_file: 'Please select file!' });
    });
  });

  describe('storage (after every upload above)', () => {
    it('keeps exactly one stored document per record: refused uploads leave no file behind', async () => {
      const dir = join(app.api.get<AppConfig>(APP_CONFIG).uploadDir, 'documents');
      const files = await readdir(dir);
      const paths = files.map((f) => `documents/${f}`);
      const [{ count }] = await app.api.get(DataSource).query('SELECT count(*)::int AS count FROM identity_verifications WHERE file_path = ANY($1)', [paths]);
      expect(files.length).toBeGreaterThan(5);
      expect(count).toBe(files.length);
      expect(files.every((f) => /^[a-f0-9-]{36}\.(png|jpg|webp|pdf)$/.test(f))).toBe(true);
    });
  });
});
