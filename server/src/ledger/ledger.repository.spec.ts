import { netMovements } from './ledger.repository';

describe('netMovements', () => {
  it("sums each chosen account's credits minus debits over the transfers, and only theirs", () => {
    const transfers = [
      { debitAccountId: 'escrow1', creditAccountId: 'house', amount: 1000, kind: 'trade_loss', reference: 'trade:1:release' },
      { debitAccountId: 'escrow2', creditAccountId: 'user2', amount: 500, kind: 'trade_release', reference: 'trade:2:release' },
      { debitAccountId: 'house', creditAccountId: 'user2', amount: 400, kind: 'trade_profit', reference: 'trade:2:profit' },
      { debitAccountId: 'escrow3', creditAccountId: 'house', amount: 2, kind: 'trade_loss', reference: 'trade:3:release' },
    ];
    expect(netMovements(transfers, new Set(['house']))).toEqual(new Map([['house', 602n]]));
    expect(netMovements(transfers, new Set(['house', 'user2', 'nobody']))).toEqual(
      new Map([
        ['house', 602n],
        ['user2', 900n],
      ]),
    );
    expect(netMovements([], new Set(['house']))).toEqual(new Map());
  });
});
