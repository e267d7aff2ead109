import type { EntityManager } from 'typeorm';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';
import { SettledStake, SettlementAccounts } from './ledger.types';

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
