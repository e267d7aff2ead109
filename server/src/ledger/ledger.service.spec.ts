import type { EntityManager } from 'typeorm';
import { InsufficientFundsError } from './ledger.errors';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';
import { SettledStake, SettlementAccounts, TransferRequest } from './ledger.types';

/** A repository stub that finds every owner's accounts and records what a settlement asks it to release. */
function setup() {
  const accounts = new Map<string, SettlementAccounts>();
  const repo = {
    lockSettlementAccountsOf: jest.fn(async (_m: EntityManager, owners: { userId: string; mode: string }[]) => {
      for (const o of owners)
        accounts.set(`${o.userId}:${o.mode}`, { user: `${o.userId}/user/${o.mode}`, escrow: `${o.userId}/escrow/${o.mode}`, house: `house/${o.mode}` });
      return accounts;
    }),
    settleStakes: jest.fn(async () => undefined),
  } as unknown as LedgerRepository;
  return { service: new LedgerService(repo), repo, accounts };
}

const m = {} as EntityManager;
const stake = (over: Partial<SettledStake>): SettledStake => ({ tradeId: '1', userId: 'u', mode: 'demo', stake: 1000, returned: 0, ...over });

// The transfers themselves are made in SQL (LedgerRepository.settleStakes): see the settlement integration tests.
describe('LedgerService.settleTrades', () => {
  it("locks each user's mode once, then releases every stake with the accounts it locked", async () => {
    const { service, repo, accounts } = setup();
    const trades = [
      stake({ tradeId: '1', userId: 'a', mode: 'demo', returned: 1750 }),
      stake({ tradeId: '2', userId: 'a', mode: 'real', returned: 0 }),
      stake({ tradeId: '3', userId: 'b', mode: 'real', returned: 1000 }),
      stake({ tradeId: '4', userId: 'a', mode: 'demo', returned: 0 }),
    ];
    await service.settleTrades(m, trades);
    expect(repo.lockSettlementAccountsOf).toHaveBeenCalledTimes(1);
    expect(repo.lockSettlementAccountsOf).toHaveBeenCalledWith(m, [
      { userId: 'a', mode: 'demo' },
      { userId: 'a', mode: 'real' },
      { userId: 'b', mode: 'real' },
    ]);
    expect(repo.settleStakes).toHaveBeenCalledWith(m, trades, accounts);
    expect(accounts.size).toBe(3);
  });

  it('does nothing for no trades', async () => {
    const { service, repo } = setup();
    await service.settleTrades(m, []);
    expect(repo.lockSettlementAccountsOf).not.toHaveBeenCalled();
    expect(repo.settleStakes).not.toHaveBeenCalled();
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
