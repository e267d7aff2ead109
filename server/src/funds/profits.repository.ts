import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface ProfitRow {
  id: string;
  trade_id: string;
  amount: string;
  profit: string;
  earnings: string;
  created_at: Date;
}

/** The profit rows of the user's won real trades (demo wins earn nothing real). */
@Injectable()
export class ProfitsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  listReal(userId: string): Promise<ProfitRow[]> {
    return this.ds.query(
      `SELECT p.id, p.trade_id, p.amount, p.profit, p.earnings, p.created_at
         FROM profits p JOIN trades t ON t.id = p.trade_id
        WHERE p.user_id = $1 AND p.mode = 'real' AND t.status = 'Won'
        ORDER BY p.id DESC LIMIT 500`,
      [userId],
    );
  }
}
