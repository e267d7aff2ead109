import { Semaphore } from './semaphore';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('never runs more than its limit at once, and runs every task to its end', async () => {
    const semaphore = new Semaphore(3);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        semaphore.run(async () => {
          running++;
          most = Math.max(most, running);
          for (let t = 0; t < 1 + (i % 4); t++) await tick();
          running--;
          return i;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('starts waiting tasks in the order they came, and frees the slot of a task that failed', async () => {
    const semaphore = new Semaphore(1);
    const started: string[] = [];
    const failing = semaphore.run(async () => {
      started.push('first');
      await tick();
      throw new Error('boom');
    });
    const others = ['second', 'third'].map((name) => semaphore.run(async () => void started.push(name)));
    await expect(failing).rejects.toThrow('boom');
    await Promise.all(others);
    expect(started).toEqual(['first', 'second', 'third']);
    // Every slot is free again: a new task starts at once.
    let ranAtOnce = false;
    const later = semaphore.run(async () => void (ranAtOnce = true));
    expect(ranAtOnce).toBe(true);
    await later;
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    for (const limit of [0, -1, 1.5, NaN]) expect(() => new Semaphore(limit)).toThrow(RangeError);
  });
});
