import { Command } from 'ioredis';
import { REDIS_STALLED } from '../common/dependency-errors';
import { failFastWhileStalled } from './stall-breaker';

/** A connection whose commands answer or time out as told, counting what reached it. */
function fakeConnection() {
  const state = { answering: false, reached: [] as string[] };
  const client = {
    sendCommand(command: Command) {
      state.reached.push(command.name);
      if (state.answering) command.resolve('OK');
      else setTimeout(() => command.reject(new Error('Command timed out')), 5);
      return command.promise;
    },
  };
  failFastWhileStalled(client, 10);
  return { state, send: (name: string) => client.sendCommand(new Command(name)) };
}

const settle = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (err: Error) => err.message,
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('failFastWhileStalled', () => {
  it('passes commands through while Redis answers', async () => {
    const { state, send } = fakeConnection();
    state.answering = true;
    expect(await settle(send('get'))).toBe('answered');
    expect(state.reached).toEqual(['get']);
  });

  it('after a timeout, fails the next commands at once without sending them, until a PING answers', async () => {
    const { state, send } = fakeConnection();
    expect(await settle(send('get'))).toBe('Command timed out');
    expect(await settle(send('set'))).toBe(REDIS_STALLED);
    expect(state.reached).toEqual(['get']);

    state.answering = true;
    await sleep(40);
    expect(state.reached).toContain('ping');
    expect(await settle(send('set'))).toBe('answered');
  });
});
