import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents, SocketAuthResult, UserEvents } from '../../server/src/contracts/events';
import { startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { sandboxCard } from '../support/sandbox-card';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const SOCKETS_PER_USER = 3;
const EVENTS_PER_SECOND = 10;
const ENV = { SOCKETS_PER_USER: String(SOCKETS_PER_USER), SOCKET_EVENTS_PER_SECOND: String(EVENTS_PER_SECOND) };
const card = sandboxCard(10);

/** Resolves with the reason once the socket is disconnected. */
const disconnection = (s: AppSocket) => new Promise<string>((resolve) => s.once('disconnect', resolve));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('socket bounds: sockets per user and packets per socket', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp({ worker: false, env: ENV });
    b = await startTestApp({ worker: false, env: ENV, prefix: a.prefix }); // a second API instance of the same deployment
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** Makes a user event happen (a card deposit) and resolves once each socket has received it. */
  async function eachReceivesAnEvent(u: TestUser, sockets: AppSocket[]): Promise<void> {
    const received = sockets.map(() => [] as UserEvents['deposit:updated'][]);
    sockets.forEach((s, i) => s.on('deposit:updated', (e) => received[i].push(e)));
    expect((await a.request('POST', '/api/deposit/card', { token: u.token, body: card })).status).toBe(201);
    await waitFor(async () => received.every((r) => r.length > 0), 5000);
  }

  it('drops the oldest socket of a user past the bound; the others stay and still receive events', async () => {
    const u = await a.newUser();
    const first = await a.socket(u.token);
    const dropped = disconnection(first);
    const others = [];
    for (let i = 0; i < SOCKETS_PER_USER; i++) others.push(await a.socket(u.token));

    expect(await dropped).toBe('transport close');
    await pause(300);
    expect(others.map((s) => s.connected)).toEqual(others.map(() => true));
    await eachReceivesAnEvent(u, others);

    // Another user's sockets are not counted with this one's.
    const v = await a.newUser();
    const hers = [await a.socket(v.token), await a.socket(v.token)];
    await pause(300);
    expect([...others, ...hers].every((s) => s.connected)).toBe(true);
  });

  it('counts the sockets of every API instance and drops the oldest wherever it is', async () => {
    const u = await a.newUser();
    const onA = [await a.socket(u.token), await a.socket(u.token), await a.socket(u.token)];
    const dropped = disconnection(onA[0]);
    const onB = await b.socket(u.token);

    expect(await dropped).toBe('transport close');
    await pause(300);
    expect([onA[1], onA[2], onB].map((s) => s.connected)).toEqual([true, true, true]);
    await eachReceivesAnEvent(u, [onA[1], onA[2], onB]);
  });

  it('a socket that re-authenticates its user keeps its place; one that signs in later joins the count', async () => {
    const u = await a.newUser();
    const oldest = await a.socket(u.token);
    const [second, third] = [await a.socket(u.token), await a.socket(u.token)];
    const renewed: SocketAuthResult = await new Promise((resolve) => oldest.emit('auth', { token: u.token }, resolve));
    expect(renewed.ok).toBe(true);
    await pause(300);
    expect([oldest, second, third].every((s) => s.connected)).toBe(true);

    // A visitor's socket signing in is the newest of the user's: the oldest goes.
    const visitor = await a.socket();
    const dropped = disconnection(oldest);
    const signedIn: SocketAuthResult = await new Promise((resolve) => visitor.emit('auth', { token: u.token }, resolve));
    expect(signedIn.ok).toBe(true);
    expect(await dropped).toBe('transport close');
    await pause(300);
    expect([second, third, visitor].every((s) => s.connected)).toBe(true);
  });

  it('disconnects a socket sending far more than its rate; a well-behaved socket of another user stays', async () => {
    const [flooder, calm] = [await a.newUser(), await a.newUser()];
    const flooding = await a.socket(flooder.token);
    const steady = await a.socket(calm.token);
    const dropped = disconnection(flooding);
    const flood = flooding as unknown as Socket;
    for (let i = 0; i < 50 * EVENTS_PER_SECOND; i++) flood.emit('noise', i);

    // The steady socket sends under its rate all the while: 4 a second for 2 seconds, each answered.
    for (let i = 0; i < 8; i++) {
      const answer: SocketAuthResult = await new Promise((resolve) => steady.emit('auth', { token: calm.token }, resolve));
      expect(answer.ok).toBe(true);
      await pause(250);
    }
    expect(await dropped).toBe('transport close');
    expect(steady.connected).toBe(true);
    await eachReceivesAnEvent(calm, [steady]);
  });

  it('allows a short burst above the rate', async () => {
    const u = await a.newUser();
    const s = await a.socket(u.token);
    const flood = s as unknown as Socket;
    for (let i = 0; i < EVENTS_PER_SECOND + 5; i++) flood.emit('noise', i);
    await pause(500);
    expect(s.connected).toBe(true);
  });
});
