import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import { rows } from '../database/typed-query';
import type { IRealProfitsQuery, IRealProfitsResult } from './profits.repository.sql-types';

export type ProfitRow = IRealProfitsResult;

const realProfits = sql<IRealProfitsQuery>`
  SELECT p.id, p.trade_id, p.amount, p.profit, p.earnings, p.created_at
    FROM profits p JOIN trades t ON t.id = p.trade_id
   WHERE p.user_id = $userId! AND p.mode = 'real' AND t.status = 'Won'
   ORDER BY p.id DESC LIMIT 500`;

/** The profit rows of the user's won real trades (demo wins earn nothing real). */
@Injectable()
export class ProfitsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  listReal(userId: string): Promise<ProfitRow[]> {
    return rows(realProfits, { userId }, this.ds);
  }
}
