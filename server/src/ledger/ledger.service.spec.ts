import type { EntityManager } from 'typeorm';
import { InsufficientFundsError } from './ledger.errors';
import { LedgerRepository } from './ledger.repository';
import { LedgerService, SettledStake } from './ledger.service';
import { AccountDirectory, TransferRequest } from './ledger.types';

/** A repository stub that records the transfers a settlement asks for. */
function setup() {
  const recorded: TransferRequest[] = [];
  const directory: AccountDirectory = {
    of: (userId, kind, mode) => `${userId}/${kind}/${mode}`,
    house: (mode) => `house/${mode}`,
  };
  const repo = {
    lockAccountsOf: jest.fn(async () => directory),
    transferMany: jest.fn(async (_m: EntityManager, t: TransferRequest[]) => void recorded.push(...t)),
  } as unknown as LedgerRepository;
  return { service: new LedgerService(repo), recorded, repo };
}

const m = {} as EntityManager;
const stake = (over: Partial<SettledStake>): SettledStake => ({ tradeId: '1', userId: 'u', mode: 'demo', stake: 1000, returned: 0, ...over });

/** Net movement of each account over the recorded transfers. */
function net(transfers: TransferRequest[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of transfers) {
    out[t.debitAccountId] = (out[t.debitAccountId] ?? 0) - t.amount;
    out[t.creditAccountId] = (out[t.creditAccountId] ?? 0) + t.amount;
  }
  return out;
}

describe('LedgerService.settleTrades', () => {
  it('a lost stake goes from escrow to the house of its mode', async () => {
    const { service, recorded } = setup();
    await service.settleTrades(m, [stake({ returned: 0, mode: 'real' })]);
    expect(recorded).toEqual([
      { debitAccountId: 'u/escrow/real', creditAccountId: 'house/real', amount: 1000, kind: 'trade_loss', reference: 'trade:1:release' },
    ]);
  });

  it('a draw returns exactly the stake to the user', async () => {
    const { service, recorded } = setup();
    await service.settleTrades(m, [stake({ returned: 1000 })]);
    expect(net(recorded)).toEqual({ 'u/escrow/demo': -1000, 'u/user/demo': 1000 });
  });

  it('a win returns the stake from escrow and the profit from the house', async () => {
    const { service, recorded } = setup();
    await service.settleTrades(m, [stake({ returned: 1750 })]);
    expect(recorded.map((t) => t.reference)).toEqual(['trade:1:release', 'trade:1:profit']);
    expect(net(recorded)).toEqual({ 'u/escrow/demo': -1000, 'u/user/demo': 1750, 'house/demo': -750 });
  });

  it("moves no money across modes, sums to zero, and locks each user's mode once", async () => {
    const { service, recorded, repo } = setup();
    const trades = [
      stake({ tradeId: '1', userId: 'a', mode: 'demo', returned: 1750 }),
      stake({ tradeId: '2', userId: 'a', mode: 'real', returned: 0 }),
      stake({ tradeId: '3', userId: 'b', mode: 'real', returned: 1000 }),
    ];
    await service.settleTrades(m, trades);
    expect(Object.values(net(recorded)).reduce((a, b) => a + b, 0)).toBe(0);
    for (const t of recorded) expect(t.debitAccountId.split('/').pop()).toBe(t.creditAccountId.split('/').pop());
    expect(new Set(recorded.map((t) => t.reference)).size).toBe(recorded.length);
    expect(repo.lockAccountsOf).toHaveBeenCalledWith(m, [
      { userId: 'a', mode: 'demo' },
      { userId: 'a', mode: 'real' },
      { userId: 'b', mode: 'real' },
    ]);
  });

  it('does nothing for no trades', async () => {
    const { service, repo } = setup();
    await service.settleTrades(m, []);
    expect(repo.transferMany).not.toHaveBeenCalled();
  });

  it('has the houses of the modes it touches moved last', async () => {
    const { service, repo } = setup();
    await service.settleTrades(m, [stake({ tradeId: '1', mode: 'demo', returned: 0 }), stake({ tradeId: '2', mode: 'demo', returned: 1900 })]);
    expect(repo.transferMany).toHaveBeenCalledWith(m, expect.any(Array), { last: ['house/demo'] });
  });
});

describe('LedgerService.holdStakes', () => {
  const lockedOf = (userId: string, balance: number) => ({
    user: `${userId}/user/demo`,
    escrow: `${userId}/escrow/demo`,
    balance,
    version: 4,
    otherModeBalance: 250,
    otherModeVersion: 9,
  });
  function holdSetup() {
    const repo = {
      lockUserAccountsOf: jest.fn(
        async () =>
          new Map([
            ['u:demo', lockedOf('u', 1000)],
            ['v:demo', lockedOf('v', 5000)],
          ]),
      ),
      transferMany: jest.fn(async () => undefined),
    } as unknown as LedgerRepository;
    return { service: new LedgerService(repo), repo };
  }

  it('refuses a stake above the balance with INSUFFICIENT_FUNDS, writing no trade and moving no money for it', async () => {
    const { service, repo } = holdSetup();
    const openTrades = jest.fn(async () => []);
    const [refusal] = await service.holdStakes(m, [{ userId: 'u', mode: 'demo', amount: 1001 }], openTrades);
    expect(refusal).toBeInstanceOf(InsufficientFundsError);
    expect(refusal).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      status: 400,
      message: 'Insufficient balance for this trade',
      errors: { amount: 'exceeds the available balance' },
    });
    expect(openTrades).not.toHaveBeenCalled();
    expect(repo.transferMany).toHaveBeenCalledWith(m, []);
  });

  it('locks all at once, writes only the trades it holds, moves each stake under its reference and answers both balances (the held one a version higher)', async () => {
    const { service, repo } = holdSetup();
    const openTrades = jest.fn(async (held: number[]) => held.map((i) => ({ id: String(70 + i) })));
    const stakes = [
      { userId: 'u', mode: 'demo' as const, amount: 1000 },
      { userId: 'v', mode: 'demo' as const, amount: 9999 },
      { userId: 'w', mode: 'demo' as const, amount: 1 },
    ];
    (repo.lockUserAccountsOf as jest.Mock).mockResolvedValueOnce(
      new Map([
        ['u:demo', lockedOf('u', 1000)],
        ['v:demo', lockedOf('v', 5000)],
        ['w:demo', lockedOf('w', 1)],
      ]),
    );
    const results = await service.holdStakes(m, stakes, openTrades);
    expect(repo.lockUserAccountsOf).toHaveBeenCalledWith(m, stakes);
    expect(openTrades).toHaveBeenCalledWith([0, 2]);
    expect(repo.transferMany).toHaveBeenCalledWith(m, [
      { debitAccountId: 'u/user/demo', creditAccountId: 'u/escrow/demo', amount: 1000, kind: 'trade_stake', reference: 'trade:70:stake' },
      { debitAccountId: 'w/user/demo', creditAccountId: 'w/escrow/demo', amount: 1, kind: 'trade_stake', reference: 'trade:72:stake' },
    ]);
    expect(results[0]).toEqual({ trade: { id: '70' }, balances: { real: 250, demo: 0, realVersion: 9, demoVersion: 5 } });
    expect(results[1]).toBeInstanceOf(InsufficientFundsError);
    expect(results[2]).toEqual({ trade: { id: '72' }, balances: { real: 250, demo: 0, realVersion: 9, demoVersion: 5 } });
  });

  it('refuses two stakes of one user and mode in one call (the balance check would not see the first)', async () => {
    const { service } = holdSetup();
    const stakes = [
      { userId: 'u', mode: 'demo' as const, amount: 1 },
      { userId: 'u', mode: 'demo' as const, amount: 1 },
    ];
    await expect(service.holdStakes(m, stakes, async () => [])).rejects.toThrow('At most one stake per user and mode');
  });
});
