import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import type { CryptoCurrency } from '../contracts/funds';
import { isUniqueViolation } from '../database/pg-errors';
import { execute, firstRow, oneRow } from '../database/typed-query';
import type { IDerivationIndexQuery, IInsertDepositAddressQuery, INextDerivationIndexQuery } from './deposit-addresses.repository.sql-types';

const USER_CURRENCY = 'deposit_addresses_user_currency';

const derivationIndex = sql<IDerivationIndexQuery>`SELECT derivation_index FROM deposit_addresses WHERE user_id = $userId! AND currency = $currency!`;
const nextDerivationIndex = sql<INextDerivationIndexQuery>`SELECT nextval($sequence!::text::regclass) AS "index!"`;
const insertDepositAddress = sql<IInsertDepositAddressQuery>`
  INSERT INTO deposit_addresses (user_id, currency, derivation_index, address) VALUES ($userId!, $currency!, $index!, $address!)`;

/** One derivation index per user and coin, taken from the coin's own sequence. */
@Injectable()
export class DepositAddressesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async indexOf(userId: string, currency: CryptoCurrency): Promise<number | null> {
    const row = await firstRow(derivationIndex, { userId, currency }, this.ds);
    return row ? row.derivation_index : null;
  }

  /**
   * The user's index for the coin, taking the next one when there is none. `address` derives the
   * address of an index (stored for staff look-ups). Two first requests at once: one insert wins, the other reads it.
   */
  async ensure(userId: string, currency: CryptoCurrency, address: (index: number) => string): Promise<number> {
    const existing = await this.indexOf(userId, currency);
    if (existing !== null) return existing;
    const index = Number((await oneRow(nextDerivationIndex, { sequence: `deposit_address_index_${currency}` }, this.ds)).index);
    try {
      await execute(insertDepositAddress, { userId, currency, index, address: address(index) }, this.ds);
      return index;
    } catch (err) {
      if (!isUniqueViolation(err, USER_CURRENCY)) throw err;
      const winner = await this.indexOf(userId, currency);
      if (winner === null) throw err;
      return winner;
    }
  }
}
