import sharp from 'sharp';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import { type LoginResponse, type Tokens, type UserDto, GENDERS } from '../../server/src/contracts/account';
import { latestBirthDate } from '../../server/src/contracts/rules/birth-date';
import { jpegBytes, pdfBytes, pngBytes, textBytes, webpBytes } from '../support/files';
import { me, MultipartForm, refreshCookieOf, startTestApp, TestApp, TestUser } from '../support/test-app';

type UserAnswer = ApiEnvelope<UserDto> & ApiError;

describe('profile, password and avatar', () => {
  let app: TestApp;
  const update = (token: string, form: MultipartForm) => app.upload<UserAnswer>('/api/users/update', form, { token });
  const login = (email: string, password: string) => app.request<LoginResponse>('POST', '/api/auth/login', { body: { email, password } });
  const noSecrets = (body: unknown) => expect(JSON.stringify(body).toLowerCase()).not.toMatch(/password|hash/);

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(() => app.close());

  describe('PATCH /api/users/change-password', () => {
    const change = (token: string, body: Record<string, unknown>) =>
      app.request<ApiEnvelope<null> & ApiError>('PATCH', '/api/users/change-password', { token, body });

    it('changes the password: the new one logs in, the old one no longer does, every session ends, this device continues in a new one', async () => {
      const u = await app.newUser();
      const res = await change(u.token, { current: u.password, password: 'brand-new-secret', confirmPassword: 'brand-new-secret' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: true, message: 'Password Changed Successfully.' });
      const fresh = (res.body as unknown as { tokens: Tokens }).tokens.access.token;
      expect((await app.request('GET', '/api/users/me', { token: fresh })).status).toBe(200);
      expect(refreshCookieOf(res.headers)).toEqual(expect.any(String));

      expect((await login(u.email, u.password)).status).toBe(401);
      expect((await login(u.email, 'brand-new-secret')).status).toBe(200);
      const refresh = await app.request<ApiEnvelope<null> & { tokens: Tokens }>('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh } });
      expect(refresh.status).toBe(401);
      expect((await app.request('GET', '/api/users/me', { token: u.token })).status).toBe(401);
    });

    it('refuses a wrong current password, leaving the password as it was', async () => {
      const u = await app.newUser();
      const res = await change(u.token, { current: 'not-my-password', password: 'brand-new-secret', confirmPassword: 'brand-new-secret' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: false, message: 'Current is incorrect', code: 'BAD_REQUEST', errors: { current: 'is incorrect' } });
      expect((await login(u.email, u.password)).status).toBe(200);
    });

    it.each([
      ['current', { current: '' }, 'is required'],
      ['password', { password: undefined, confirmPassword: undefined }, 'is required'],
      ['password', { password: 'short7!', confirmPassword: 'short7!' }, 'must be at least 8 characters long'],
      ['confirmPassword', { confirmPassword: 'something-else' }, 'Password and Confirm Password does not match'],
      ['confirmPassword', { confirmPassword: '' }, 'is required'],
      ['role', { role: 'admin' }, 'is not an accepted field'],
    ])('refuses a bad %s (%j) with "%s"', async (field, over, message) => {
      const u = await app.newUser();
      const res = await change(u.token, { current: u.password, password: 'brand-new-secret', confirmPassword: 'brand-new-secret', ...over });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[field]).toBe(message);
    });

    it('needs a bearer token', async () => {
      expect((await app.request('PATCH', '/api/users/change-password', { body: { current: 'x', password: 'y', confirmPassword: 'y' } })).status).toBe(401);
    });
  });

  describe('POST /api/users/update', () => {
    it('changes only the fields sent and answers the user', async () => {
      const u = await app.newUser();
      const first = await update(u.token, { firstname: 'Augusta', city: 'London', country: 'United Kingdom', phone: '+44 20 7946 0000', gender: 'female' });
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('Profile updated successfully!');
      expect(first.body.data).toMatchObject({
        firstname: 'Augusta',
        lastname: 'User',
        city: 'London',
        country: 'United Kingdom',
        phone: '+44 20 7946 0000',
        gender: 'female',
        address: null,
        avatar: null,
      });
      noSecrets(first.body);

      const second = await update(u.token, { lastname: '  Byron  ' });
      expect(second.status).toBe(200);
      expect(second.body.data).toMatchObject({ firstname: 'Augusta', lastname: 'Byron', city: 'London', phone: '+44 20 7946 0000', gender: 'female' });
      expect(await me(app, u.token)).toEqual(second.body.data);
    });

    it('an empty phone clears it; a short one is refused', async () => {
      const u = await app.newUser();
      await update(u.token, { phone: '0123456789' });
      const short = await update(u.token, { phone: '12345' });
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual({ phone: 'must be at least 10 characters long' });
      const cleared = await update(u.token, { phone: '' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.phone).toBeNull();
    });

    it('accepts a JSON body too', async () => {
      const u = await app.newUser();
      const res = await app.request<UserAnswer>('POST', '/api/users/update', { token: u.token, body: { state: 'Greater London' } });
      expect(res.status).toBe(200);
      expect(res.body.data.state).toBe('Greater London');
    });

    it.each([
      ['firstname', { firstname: 'L' }, 'must be at least 2 characters long'],
      ['firstname', { firstname: '' }, 'must be at least 2 characters long'],
      ['lastname', { lastname: '  B ' }, 'must be at least 2 characters long'],
      ['gender', { gender: 'robot' }, 'is invalid'],
      ['date_of_birth', { date_of_birth: '1990-02-30' }, 'is invalid'],
      ['date_of_birth', { date_of_birth: `${new Date().getUTCFullYear() - 10}-01-01` }, 'must be at least 18 years ago'],
      ['gender', { gender: '' }, 'is required'],
      ['country', { country: 'Atlantis' }, 'is invalid'],
      ['address', { address: '   ' }, 'is required'],
      ['email', { email: 'new@example.com' }, 'is not an accepted field'],
    ])('refuses a bad %s (%j) with "%s", changing nothing', async (field, form, message) => {
      const u = await app.newUser();
      const res = await update(u.token, { city: 'Paris', ...form });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[field]).toBe(message);
      expect((await me(app, u.token)).city).toBeNull();
    });

    it('stores an avatar, served publicly with its content type; a new one replaces it', async () => {
      const u = await app.newUser();
      const png = pngBytes(10_000);
      const res = await update(u.token, { avatar: { data: png, name: 'me.png', type: 'image/png' }, firstname: 'Pictured' });
      expect(res.status).toBe(200);
      const url = res.body.data.avatar!;
      expect(url).toMatch(/^\/api\/users\/avatars\/[a-f0-9-]{36}\.png$/);
      expect(res.body.data.firstname).toBe('Pictured');

      const served = await fetch(app.url + url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(served.headers.get('content-disposition')).toMatch(/^inline/);
      // Re-encoded: the same 2 x 2 picture, without the bytes padded after its end.
      const stored = Buffer.from(await served.arrayBuffer());
      expect(stored.length).toBeLessThan(png.length);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });

      // The claimed type and name do not matter: the content does.
      const webp = webpBytes(5000);
      const next = await update(u.token, { avatar: { data: webp, name: 'photo.png', type: 'image/png' } });
      expect(next.status).toBe(200);
      expect(next.body.data.avatar).toMatch(/\.webp$/);
      expect(next.body.data.firstname).toBe('Pictured');
      expect((await fetch(app.url + next.body.data.avatar!)).headers.get('content-type')).toBe('image/webp');
      expect((await fetch(app.url + url)).status).toBe(404);

      const jpeg = await update(u.token, { avatar: { data: jpegBytes(), name: 'x.jpeg', type: 'image/jpeg' } });
      expect((await fetch(app.url + jpeg.body.data.avatar!)).headers.get('content-type')).toBe('image/jpeg');
      expect((await me(app, u.token)).avatar).toBe(jpeg.body.data.avatar);
    });

    it('refuses a PDF or a disguised text file as avatar (400) and one over 2 MB (413), keeping the old one', async () => {
      const u = await app.newUser();
      const before = (await update(u.token, { avatar: { data: pngBytes(), name: 'a.png', type: 'image/png' } })).body.data.avatar;

      const pdf = await update(u.token, { avatar: { data: pdfBytes(), name: 'avatar.pdf', type: 'application/pdf' }, city: 'Oslo' });
      expect(pdf.status).toBe(400);
      expect(pdf.body).toEqual({
        status: false,
        message: 'File must be a PNG, JPEG or WebP image',
        code: 'BAD_REQUEST',
        errors: { avatar: 'File must be a PNG, JPEG or WebP image' },
      });

      const text = await update(u.token, { avatar: { data: textBytes(), name: 'avatar.png', type: 'image/png' } });
      expect(text.status).toBe(400);
      expect(text.body.errors).toEqual({ avatar: 'File must be a PNG, JPEG or WebP image' });

      const big = await update(u.token, { avatar: { data: pngBytes(2_097_153), name: 'big.png', type: 'image/png' } });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ status: false, message: 'Max file size is 2mb', code: 'PAYLOAD_TOO_LARGE', errors: { avatar: 'Max file size is 2mb' } });

      const user = await me(app, u.token);
      expect(user.avatar).toBe(before);
      expect(user.city).toBeNull();
      expect((await update(u.token, { avatar: { data: pngBytes(2_097_152), name: 'edge.png', type: 'image/png' } })).status).toBe(200);
    });

    it('serves only names it could have made', async () => {
      for (const name of ['..%2F..%2Fpackage.json', 'x.svg', 'README', `${'a'.repeat(36)}.pdf`, `${'0'.repeat(36)}.png`]) {
        const res = await fetch(`${app.url}/api/users/avatars/${name}`);
        expect({ name, status: res.status }).toEqual({ name, status: 404 });
      }
    });

    it('needs a bearer token', async () => {
      expect((await app.upload('/api/users/update', { firstname: 'Nobody' })).status).toBe(401);
    });
  });

  describe('PATCH /api/users (profile completion fields)', () => {
    const fields = { gender: 'others', date_of_birth: '1990-07-15', address: '1 Main Street', city: 'Lisbon', state: 'Lisboa', country: 'Portugal' };
    let u: TestUser;
    beforeAll(async () => {
      u = await app.newUser();
    });
    const save = (body: Record<string, unknown>) => app.request<UserAnswer>('PATCH', '/api/users', { token: u.token, body });

    it('saves every field', async () => {
      const res = await save(fields);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Profile Saved Successfully!');
      expect(res.body.data).toMatchObject({ gender: 'others', address: '1 Main Street', city: 'Lisbon', state: 'Lisboa', country: 'Portugal' });
      noSecrets(res.body);
    });

    it.each([
      ['gender', { gender: undefined }, 'is required'],
      ['gender', { gender: 'robot' }, 'is invalid'],
      ['date_of_birth', { date_of_birth: undefined }, 'is required'],
      ['date_of_birth', { date_of_birth: '1990-02-30' }, 'is invalid'],
      ['date_of_birth', { date_of_birth: '15/07/1990' }, 'is invalid'],
      ['date_of_birth', { date_of_birth: '2999-01-01' }, 'must be in the past'],
      ['date_of_birth', { date_of_birth: `${new Date().getUTCFullYear() - 10}-01-01` }, 'must be at least 18 years ago'],
      ['address', { address: '' }, 'is required'],
      ['city', { city: undefined }, 'is required'],
      ['state', { state: '  ' }, 'is required'],
      ['country', { country: undefined }, 'is required'],
      ['country', { country: 'Narnia' }, 'is invalid'],
    ])('refuses a bad %s (%j) with "%s"', async (field, over, message) => {
      const res = await save({ ...fields, ...over });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[field]).toBe(message);
    });

    it('needs a bearer token', async () => {
      expect((await app.request('PATCH', '/api/users', { body: fields })).status).toBe(401);
    });
  });
  describe('one set of profile rules from sign-up to Edit Profile', () => {
    const completion = { date_of_birth: '1990-07-15', address: '1 Main Street', city: 'Lisbon', state: 'Lisboa', country: 'Portugal' };
    const password = 'li-wu-password-1';

    /** Registers Li Wu, completes the profile with `gender` through the registration session, signs in. */
    async function registerLiWu(gender: string): Promise<{ token: string; email: string }> {
      const email = `li-wu-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const reg = await app.request<ApiEnvelope<{ session: string }>>('POST', '/api/auth/register', {
        body: { firstname: 'Li', lastname: 'Wu', email, password, confirmPassword: password },
      });
      expect(reg.status).toBe(201);
      const done = await app.request('POST', '/api/auth/complete-profile', { body: { ...completion, gender, session: reg.body.data.session } });
      expect(done.status).toBe(200);
      const signedIn = await login(email, password);
      expect(signedIn.status).toBe(200);
      return { token: signedIn.body.tokens.access.token, email };
    }

    it('a two-letter name registers, completes and saves Edit Profile', async () => {
      const { token } = await registerLiWu('male');
      const res = await update(token, { firstname: 'Li', lastname: 'Wu', city: 'Porto' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ firstname: 'Li', lastname: 'Wu', city: 'Porto', gender: 'male', date_of_birth: '1990-07-15' });
    });

    it('refuses a one-letter name at sign-up with the same rule as the profile', async () => {
      const res = await app.request<ApiError>('POST', '/api/auth/register', {
        body: { firstname: 'L', lastname: ' ', email: `one-letter-${Date.now()}@example.com`, password, confirmPassword: password },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({ firstname: 'must be at least 2 characters long', lastname: 'is required' });
    });

    it.each(GENDERS.map((g) => [g]))('accepts the gender "%s" at completion and on the profile', async (gender) => {
      const { token } = await registerLiWu(gender);
      expect((await me(app, token)).gender).toBe(gender);
      // The stored value stays valid on Edit Profile: a save that resends it passes.
      const again = await update(token, { gender, city: 'Faro' });
      expect(again.status).toBe(200);
      const other = GENDERS.find((g) => g !== gender)!;
      const changed = await update(token, { gender: other });
      expect(changed.status).toBe(200);
      expect(changed.body.data.gender).toBe(other);
    });

    it('changes the date of birth with the 18-year rule: under 18 refused, 18 today saved', async () => {
      const { token } = await registerLiWu('female');
      const now = new Date();
      const [y, m, d] = latestBirthDate(now).split('-').map(Number) as [number, number, number];
      const dayAfter = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
      const minor = await update(token, { date_of_birth: dayAfter, city: 'Braga' });
      expect(minor.status).toBe(400);
      expect(minor.body.errors).toEqual({ date_of_birth: 'must be at least 18 years ago' });
      expect((await me(app, token)).date_of_birth).toBe('1990-07-15');
      const adult = await update(token, { date_of_birth: latestBirthDate(now) });
      expect(adult.status).toBe(200);
      expect(adult.body.data.date_of_birth).toBe(latestBirthDate(now));
      expect((await me(app, token)).date_of_birth).toBe(latestBirthDate(now));
    });
  });
});
