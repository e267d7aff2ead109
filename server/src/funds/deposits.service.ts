import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import {
  type CoinQuoteDto,
  type DepositAddressDto,
  type DepositDto,
  COIN_DECIMALS,
  COIN_INSTRUMENTS,
  COIN_NAMES,
  FUNDS_MESSAGES,
  tooManyOpenDepositsMessage,
  type CryptoCurrency,
} from '../contracts/funds';
import { toCents } from '../contracts/money';
import { CardDepositDto, cardYearProblem, CryptoDepositDto } from '../contracts/requests/deposit.request';
import { FILE_REQUIRED, isChosenFile } from '../contracts/rules/file';
import { cardBrand, cardDigits, isCardNumber } from '../contracts/rules/luhn';
import { AuthUser } from '../auth/current-user.decorator';
import { badRequest, conflict, DomainError, notFound } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { MarketService } from '../market/market.service';
import { JobsService } from '../queue/jobs.service';
import { ReadUpload, UploadsService } from '../uploads/uploads.service';
import type { ReceivedFile } from '../uploads/received-file';
import { DepositAddressesRepository } from './deposit-addresses.repository';
import { depositAddress } from './deposit-xpub';
import { DepositsRepository } from './deposits.repository';
import { FundsEvents } from './funds-events';
import { toDepositDto } from './funds.mapper';
import { PaymentGateway } from './payment-gateway';
import { ProtectionsService } from '../protections/protections.service';
import { TwoFactorService } from '../auth/two-factor.service';

/** A deposit request's answer: the row as the client sees it and the message shown. */
export interface DepositAnswer {
  deposit: DepositDto;
  message: string;
}

const COIN_UNITS = 10 ** COIN_DECIMALS;
const invalidCard = () => badRequest(FUNDS_MESSAGES.invalidCard, { card_number: FUNDS_MESSAGES.invalidCard });

/** The client's side of deposits: addresses, quotes, crypto requests with a receipt, card payments. */
@Injectable()
export class DepositsService {
  private readonly logger = new Logger(DepositsService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deposits: DepositsRepository,
    private readonly addresses: DepositAddressesRepository,
    private readonly market: MarketService,
    private readonly uploads: UploadsService,
    private readonly idempotency: IdempotencyService,
    private readonly gateway: PaymentGateway,
    private readonly jobs: JobsService,
    private readonly events: FundsEvents,
    private readonly protections: ProtectionsService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** The user's own address for the coin: the same one every time, a new index for a new user. */
  async address(userId: string, currency: CryptoCurrency): Promise<DepositAddressDto> {
    const xpub = this.config.depositXpubs[currency];
    const index = await this.addresses.ensure(userId, currency, (i) => depositAddress(currency, xpub, i));
    return { currency, address: depositAddress(currency, xpub, index) };
  }

  /** The USD amount in coins at our feed's latest price, 8 decimals. */
  async quote(currency: CryptoCurrency, usdAmount: number): Promise<CoinQuoteDto> {
    const tick = await this.market.currentPrice(COIN_INSTRUMENTS[currency]);
    if (!tick || !(tick.price > 0)) {
      throw new DomainError('PRICE_UNAVAILABLE', `${COIN_NAMES[currency]} prices are unavailable right now, please try again shortly`);
    }
    const units = Math.round((toCents(usdAmount) * (COIN_UNITS / 100)) / tick.price);
    return { currency, usd_amount: usdAmount, coin_amount: units / COIN_UNITS, rate: tick.price };
  }

  /** A crypto deposit: the receipt kept, the coin amount quoted now, Pending until staff compare it with the chain. */
  async requestCrypto(userId: string, dto: CryptoDepositDto, file: ReceivedFile | undefined, key?: string): Promise<DepositAnswer> {
    if (!isChosenFile(file)) throw badRequest(FILE_REQUIRED, { receipt: FILE_REQUIRED });
    const quote = await this.quote(dto.currency, dto.usd_amount);
    const { address } = await this.address(userId, dto.currency);
    const receiptHash = createHash('sha256').update(file.buffer).digest('hex');
    const stored = await this.uploads.store('receipt', file.buffer, 'receipt');
    try {
      const { result, replayed } = await this.ds.transaction((m) =>
        this.idempotency.run(m, userId, key, { ...dto, receiptHash }, async () => {
          await this.protections.assertDepositAllowed(m, userId, toCents(dto.usd_amount));
          await this.refuseWhenTooManyOpen(m, userId);
          const row = await this.deposits.insert(m, {
            userId,
            method: dto.currency,
            amount: toCents(dto.usd_amount),
            status: 'Pending',
            coinAmount: quote.coin_amount.toFixed(COIN_DECIMALS),
            rate: String(quote.rate),
            address,
            receiptPath: stored.path,
            receiptMime: stored.mimeType,
            txid: dto.txid,
          });
          return { deposit: toDepositDto(row), message: FUNDS_MESSAGES.cryptoDepositRequested };
        }),
      );
      if (replayed) await this.uploads.remove(stored.path);
      else this.events.deposit({ userId, deposit: result.deposit });
      return result;
    } catch (err) {
      await this.uploads.remove(stored.path);
      throw err;
    }
  }

  /**
   * A card payment through the gateway, recorded in the same request: declined -> Failed with the
   * gateway's reason; approved -> Processing and a queued credit, or Pending for staff above
   * CARD_REVIEW_LIMIT. The number goes to the gateway only: the row, the idempotency record and the
   * logs see the brand and last four digits.
   */
  async payByCard(userId: string, dto: CardDepositDto, key?: string): Promise<DepositAnswer> {
    const digits = cardDigits(dto.card_number);
    if (!digits || !isCardNumber(digits)) throw invalidCard();
    const yearProblem = cardYearProblem(dto.year);
    if (yearProblem) throw badRequest(`Year ${yearProblem}`, { year: yearProblem });
    const brand = cardBrand(digits);
    const last4 = digits.slice(-4);
    const amount = toCents(dto.usd_amount);
    const review = amount > toCents(this.config.cardReviewLimit);
    const fingerprint = {
      usd_amount: dto.usd_amount,
      card: `${brand} ${last4}`,
      month: dto.month,
      year: dto.year,
      holder_name: dto.holder_name,
      zip_code: dto.zip_code,
    };

    const { result, replayed } = await this.ds.transaction((m) =>
      this.idempotency.run(m, userId, key, fingerprint, async () => {
        // Refused before the card is charged; a payment credited at once never waits for review.
        await this.protections.assertDepositAllowed(m, userId, amount);
        if (review) await this.refuseWhenTooManyOpen(m, userId);
        const row = await this.deposits.insert(m, { userId, method: 'card', amount, status: 'Pending', cardBrand: brand, cardLast4: last4 });
        const charge = await this.gateway.charge({
          amount,
          number: digits,
          cvv: dto.cvv,
          month: dto.month,
          year: dto.year,
          holderName: dto.holder_name,
          zipCode: dto.zip_code,
          reference: `deposit-${row.id}`,
        });
        if (!charge.approved) {
          const failed = await this.deposits.recordCharge(m, row.id, 'Failed', null, charge.reason);
          return { deposit: toDepositDto(failed), message: charge.reason };
        }
        const charged = await this.deposits.recordCharge(m, row.id, review ? 'Pending' : 'Processing', charge.reference, null);
        return { deposit: toDepositDto(charged), message: review ? FUNDS_MESSAGES.cardDepositInReview : FUNDS_MESSAGES.cardDepositApproved };
      }),
    );
    if (!replayed) {
      this.events.deposit({ userId, deposit: result.deposit });
      if (result.deposit.status === 'Processing') await this.enqueueCredit(String(result.deposit.deposit_id));
    }
    return result;
  }

  async list(userId: string): Promise<DepositDto[]> {
    return (await this.deposits.listForUser(userId)).map(toDepositDto);
  }

  /** A deposit's receipt, for its owner and staff; 404 for anyone else, as for a deposit that does not exist. */
  async receipt(requester: AuthUser, depositId: string): Promise<ReadUpload> {
    const row = await this.deposits.findById(depositId);
    const staff = await this.twoFactor.actsAsStaff(requester);
    if (!row || (row.user_id !== requester.id && !staff)) throw notFound('Deposit not found');
    const file = row.receipt_path ? await this.uploads.read(row.receipt_path) : null;
    if (!file) throw notFound('This deposit has no receipt');
    return { buffer: file.buffer, mimeType: row.receipt_mime ?? file.mimeType };
  }

  /**
   * 409 when MAX_OPEN_DEPOSITS of the user's deposits already wait for review. Inside the request's
   * transaction, after its Idempotency-Key is claimed (a replay answers its first result), and under
   * the user's lock until it commits, so parallel requests cannot all pass the same count.
   */
  private async refuseWhenTooManyOpen(m: EntityManager, userId: string): Promise<void> {
    const max = this.config.maxOpenDeposits;
    if ((await this.deposits.lockAndCountPending(m, userId)) >= max) throw conflict(tooManyOpenDepositsMessage(max));
  }

  private async enqueueCredit(depositId: string): Promise<void> {
    try {
      await this.jobs.add('credit-deposit', { depositId });
    } catch (err) {
      // The row is Processing: the sweeper credits it if this job never exists.
      this.logger.error(`Could not queue the credit of deposit ${depositId}: ${(err as Error).message}`);
    }
  }
}
