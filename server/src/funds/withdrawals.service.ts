import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type WithdrawalDto, FUNDS_MESSAGES } from '../contracts/funds';
import { toCents } from '../contracts/money';
import { OptionalTwoFactorCode } from '../contracts/requests/two-factor.request';
import { BankWithdrawalDto, WalletWithdrawalDto } from '../contracts/requests/withdraw.request';
import { TwoFactorService } from '../auth/two-factor.service';
import { forbidden } from '../common/domain-error';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { FundsEvents } from './funds-events';
import { FundsLedger } from './funds-ledger';
import { transitionRefusal } from './funds-state';
import { toWithdrawalDto } from './funds.mapper';
import type { NewWithdrawal } from './funds.types';
import { WithdrawalsRepository } from './withdrawals.repository';

export interface WithdrawalAnswer {
  withdrawal: WithdrawalDto;
  message: string;
}

/** The client's side of withdrawals: requested and held at once, listed, cancelled while Pending. */
@Injectable()
export class WithdrawalsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly withdrawals: WithdrawalsRepository,
    private readonly ledger: FundsLedger,
    private readonly idempotency: IdempotencyService,
    private readonly events: FundsEvents,
    private readonly twoFactor: TwoFactorService,
  ) {}

  toWallet(userId: string, dto: WalletWithdrawalDto, key?: string): Promise<WithdrawalAnswer> {
    return this.request(userId, dto, key, { userId, amount: toCents(dto.amount), method: dto.currency, wallet: dto.wallet });
  }

  toBank(userId: string, dto: BankWithdrawalDto, key?: string): Promise<WithdrawalAnswer> {
    return this.request(userId, dto, key, {
      userId,
      amount: toCents(dto.amount),
      method: 'bank',
      bankName: dto.bank_name,
      accountNumber: dto.account_number,
      routingNumber: dto.routing_number,
      accountType: dto.type,
    });
  }

  async list(userId: string): Promise<WithdrawalDto[]> {
    return (await this.withdrawals.listForUser(userId)).map(toWithdrawalDto);
  }

  /** Pending -> Cancelled by its owner: the hold returns. Another user's withdrawal is a 404. */
  async cancel(userId: string, id: string, key?: string): Promise<WithdrawalAnswer> {
    const { result, replayed } = await this.ds.transaction((m) =>
      this.idempotency.run(m, userId, key, { cancel: id }, async () => {
        const owned = await this.withdrawals.findById(id, m);
        if (!owned || owned.user_id !== userId) throw transitionRefusal('withdrawal', null);
        const row = await this.withdrawals.transition(m, id, 'Pending', 'Cancelled', {});
        if (!row) throw transitionRefusal('withdrawal', await this.withdrawals.findById(id, m));
        const balances = await this.ledger.refund(m, userId, Number(row.amount), row.id);
        return { answer: { withdrawal: toWithdrawalDto(row), message: FUNDS_MESSAGES.withdrawalCancelled }, balances };
      }),
    );
    if (!replayed) this.events.withdrawal({ userId, withdrawal: result.answer.withdrawal, balances: result.balances });
    return result.answer;
  }

  /**
   * With two-factor sign-in on, the request's `code` is taken in the hold's transaction: no code or a
   * wrong one holds nothing, and a failed hold leaves the code unused. The code is not part of the
   * Idempotency-Key's body: a retry with a fresh code answers the first result.
   */
  private async request(userId: string, dto: OptionalTwoFactorCode, key: string | undefined, w: NewWithdrawal): Promise<WithdrawalAnswer> {
    const eligible = await this.withdrawals.eligibility(userId);
    if (!eligible.emailVerified) throw forbidden(FUNDS_MESSAGES.emailNotConfirmed);
    if (!eligible.identityApproved) throw forbidden(FUNDS_MESSAGES.identityNotApproved);
    const { code, ...body } = dto;
    const { result, replayed } = await this.ds.transaction((m) =>
      this.idempotency.run(m, userId, key, body, async () => {
        await this.twoFactor.stepUp(m, userId, code);
        const { row, balances } = await this.ledger.hold(m, userId, w.amount, () => this.withdrawals.insert(m, w));
        return { answer: { withdrawal: toWithdrawalDto(row), message: FUNDS_MESSAGES.withdrawalRequested }, balances };
      }),
    );
    if (!replayed) this.events.withdrawal({ userId, withdrawal: result.answer.withdrawal, balances: result.balances });
    return result.answer;
  }
}
