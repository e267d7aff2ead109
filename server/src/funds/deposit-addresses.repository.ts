import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CryptoCurrency } from '../contracts/funds';
import { isUniqueViolation } from '../database/pg-errors';

const USER_CURRENCY = 'deposit_addresses_user_currency';

/** One derivation index per user and coin, taken from the coin's own sequence. */
@Injectable()
export class DepositAddressesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async indexOf(userId: string, currency: CryptoCurrency): Promise<number | null> {
    const [row]: { derivation_index: number }[] = await this.ds.query(`SELECT derivation_index FROM deposit_addresses WHERE user_id = $1 AND currency = $2`, [
      userId,
      currency,
    ]);
    return row ? row.derivation_index : null;
  }

  /**
   * The user's index for the coin, taking the next one when there is none. `address` derives the
   * address of an index (stored for staff look-ups). Two first requests at once: one insert wins, the other reads it.
   */
  async ensure(userId: string, currency: CryptoCurrency, address: (index: number) => string): Promise<number> {
    const existing = await this.indexOf(userId, currency);
    if (existing !== null) return existing;
    const [{ index }]: { index: string }[] = await this.ds.query(`SELECT nextval($1::regclass) AS index`, [`deposit_address_index_${currency}`]);
    try {
      await this.ds.query(`INSERT INTO deposit_addresses (user_id, currency, derivation_index, address) VALUES ($1, $2, $3, $4)`, [
        userId,
        currency,
        Number(index),
        address(Number(index)),
      ]);
      return Number(index);
    } catch (err) {
      if (!isUniqueViolation(err, USER_CURRENCY)) throw err;
      return (await this.indexOf(userId, currency))!;
    }
  }
}
