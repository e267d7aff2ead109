import { BatchOutcome, GroupCommit } from './group-commit';

interface Item {
  key: string;
  n: number;
}

const deferred = () => {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { done, release };
};

describe('GroupCommit', () => {
  it('writes a lone item at once, in a batch of its own', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommit<Item, number>({ maxBatch: 10, maxInFlight: 1, keyOf: (i) => i.key }, async (items) => {
      batches.push(items.map((i) => i.n));
      return items.map((i) => ({ ok: true, value: i.n * 2 }));
    });
    await expect(gc.run({ key: 'a', n: 21 })).resolves.toBe(42);
    expect(batches).toEqual([[21]]);
  });

  it('groups what arrives while a batch runs, never two items of one key together, at most maxBatch', async () => {
    const gate = deferred();
    const batches: number[][] = [];
    const gc = new GroupCommit<Item, number>({ maxBatch: 3, maxInFlight: 1, keyOf: (i) => i.key }, async (items) => {
      batches.push(items.map((i) => i.n));
      if (batches.length === 1) await gate.done;
      return items.map((i) => ({ ok: true, value: i.n }));
    });
    const first = gc.run({ key: 'a', n: 0 });
    await new Promise((r) => setImmediate(r));
    const rest = [1, 2, 3, 4, 5].map((n) => gc.run({ key: n === 2 ? 'x' : n === 3 ? 'x' : `k${n}`, n }));
    gate.release();
    await expect(Promise.all([first, ...rest])).resolves.toEqual([0, 1, 2, 3, 4, 5]);
    expect(batches[0]).toEqual([0]);
    // 2 and 3 share a key: 3 waits for the batch after 2's; 5 exceeds maxBatch.
    expect(batches[1]).toEqual([1, 2, 4]);
    expect(batches.slice(2).flat().sort()).toEqual([3, 5]);
    for (const b of batches) expect(b.length).toBeLessThanOrEqual(3);
  });

  it('answers each item its own outcome', async () => {
    const gc = new GroupCommit<Item, number>({ maxBatch: 10, maxInFlight: 1, keyOf: (i) => i.key }, async (items) =>
      items.map((i): BatchOutcome<number> => (i.n < 0 ? { ok: false, error: new Error(`bad ${i.n}`) } : { ok: true, value: i.n })),
    );
    const results = await Promise.allSettled([gc.run({ key: 'a', n: 1 }), gc.run({ key: 'b', n: -1 })]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: new Error('bad -1') });
  });

  it('runs a failed batch again item by item, so only the item at fault fails', async () => {
    const sizes: number[] = [];
    const gc = new GroupCommit<Item, number>({ maxBatch: 10, maxInFlight: 1, keyOf: (i) => i.key }, async (items) => {
      sizes.push(items.length);
      if (items.some((i) => i.n === 13)) throw new Error('poison');
      return items.map((i) => ({ ok: true, value: i.n }));
    });
    const results = await Promise.allSettled([1, 13, 3].map((n) => gc.run({ key: `k${n}`, n })));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(sizes[0]).toBe(3);
    expect(sizes.slice(1).sort()).toEqual([1, 1, 1]);
  });

  it('runs the items of a failed batch again at most maxInFlight at a time', async () => {
    let running = 0;
    let most = 0;
    let reruns = 0; // batches of one item
    const gc = new GroupCommit<Item, number>({ maxBatch: 64, maxInFlight: 3, keyOf: (i) => i.key }, async (items) => {
      if (items.length > 1) throw new Error('the whole batch failed');
      reruns++;
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 2));
      running--;
      return items.map((i) => ({ ok: true, value: i.n }));
    });
    const results = await Promise.all(Array.from({ length: 40 }, (_, n) => gc.run({ key: `k${n}`, n })));
    expect(results).toEqual(Array.from({ length: 40 }, (_, n) => n));
    // The first alone at once, then the 39 that came meanwhile: together (failed), then one by one.
    expect(reruns).toBe(40);
    expect(most).toBe(3);
  });

  it('keeps at most maxInFlight batches running', async () => {
    let running = 0;
    let most = 0;
    const gc = new GroupCommit<Item, number>({ maxBatch: 1, maxInFlight: 2, keyOf: (i) => i.key }, async (items) => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return items.map((i) => ({ ok: true, value: i.n }));
    });
    await Promise.all(Array.from({ length: 8 }, (_, n) => gc.run({ key: `k${n}`, n })));
    expect(most).toBe(2);
  });
});
