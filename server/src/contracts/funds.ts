/** Money in and out: currencies, methods, statuses, minimums and the fixed messages, shared by the server and the web app. */

export const DEPOSIT_CURRENCIES = ['btc', 'eth'] as const;
export type CryptoCurrency = (typeof DEPOSIT_CURRENCIES)[number];

/** The instrument of our feed each coin is quoted from (USD per coin). */
export const COIN_INSTRUMENTS: Record<CryptoCurrency, string> = { btc: 'BTCUSD', eth: 'ETHUSD' };
export const COIN_NAMES: Record<CryptoCurrency, string> = { btc: 'Bitcoin', eth: 'Ethereum' };
/** Coin amounts are stored and shown with this many decimals. */
export const COIN_DECIMALS = 8;

export const DEPOSIT_METHODS = ['btc', 'eth', 'card'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
/** Processing: a card payment the gateway approved, being credited by a queued job. */
export const DEPOSIT_STATUSES = ['Pending', 'Processing', 'Approved', 'Rejected', 'Failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const WITHDRAWAL_METHODS = ['btc', 'eth', 'bank'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
export const WITHDRAWAL_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const BANK_ACCOUNT_TYPES = ['Checking', 'Savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** USD limits of one request. */
export const FUNDS_LIMITS = {
  cryptoDepositMin: 1,
  cardDepositMin: 10,
  withdrawalMin: 1,
  /** Largest single deposit or withdrawal accepted by the API (a sanity cap, not a business promise). */
  maxAmount: 1_000_000,
  /** Default of CARD_REVIEW_LIMIT: an approved card payment above it waits for staff. */
  cardReviewLimit: 2000,
  cardNumberMinDigits: 12,
  cardNumberMaxDigits: 19,
  /** Expiry years offered: this year and the next 14. */
  cardYearsAhead: 14,
} as const;

export const FUNDS_MESSAGES = {
  invalidCard: 'Invalid Card Number!',
  overdraw: 'Cannot withdraw more than available balance',
  emailNotConfirmed: 'Please confirm your e-mail address before withdrawing: open the link we sent you, or ask for a new one from your account.',
  identityNotApproved: 'Please verify your identity before withdrawing: upload a government ID on the Verify page and wait for its approval.',
  cryptoDepositRequested: 'Deposit request received: it will be credited once our staff confirm the payment',
  cardDepositApproved: 'Card payment approved: your balance will be credited in a moment',
  cardDepositInReview: 'Card payment approved: it will be credited once our staff review it',
  withdrawalRequested: 'Withdrawal request received',
  withdrawalCancelled: 'Withdrawal cancelled and the amount returned to your balance',
} as const;

/** Why a deposit request is refused while `max` of the client's deposits wait for review (409). */
export const tooManyOpenDepositsMessage = (max: number): string =>
  `You have ${max} deposit requests waiting for review. Please wait until one is decided before making another.`;

/** Why a crypto deposit's transaction id is refused, per coin (the API's field error and the form's, word for word). */
export const TXID_MESSAGES: Record<CryptoCurrency, string> = {
  btc: 'Transaction id must be 64 hexadecimal characters',
  eth: 'Transaction id must be 0x followed by 64 hexadecimal characters',
};

/** The sandbox gateway's test cards (any future expiry, any CVV). */
export const SANDBOX_CARDS = { approves: '4242424242424242', declines: '4000000000000002' } as const;

/** Staff reasons offered when rejecting a deposit or a withdrawal (free text may follow). */
export const DEPOSIT_REJECT_REASONS = ['Payment not received', 'Amount does not match', 'Receipt unreadable', 'Other'] as const;
export const WITHDRAWAL_REJECT_REASONS = ['Identity mismatch', 'Invalid destination', 'Suspicious activity', 'Other'] as const;

/** GET /api/deposit/wallet-address: the user's own deposit address for a coin. */
export interface DepositAddressDto {
  currency: CryptoCurrency;
  address: string;
}

/** GET /api/deposit/convert: a USD amount in coins at our feed's latest price (rate: USD per coin). */
export interface CoinQuoteDto {
  currency: CryptoCurrency;
  usd_amount: number;
  coin_amount: number;
  rate: number;
}

export interface DepositDto {
  deposit_id: number;
  /** USD. */
  amount: number;
  /** Coins quoted at request time (8 decimals); null for a card. */
  coin_amount: number | null;
  /** btc, eth, or usd for a card. */
  currency: string;
  method: DepositMethod;
  status: DepositStatus;
  reason: string | null;
  createdAt: string;
  /** The chain transaction the client named (lower-case), crypto deposits only; null when none was given. */
  txid: string | null;
  /** Card deposits only. */
  card_last4?: string;
  card_brand?: string;
}

export interface WithdrawalDto {
  withdraw_id: number;
  /** The wallet address, or the bank account masked to its last four digits. */
  wallet: string;
  method: WithdrawalMethod;
  /** USD. */
  amount: number;
  status: WithdrawalStatus;
  reason: string | null;
  createdAt: string;
}

export interface ProfitDto {
  profit_id: number;
  trade_id: number;
  amount: number;
  profit: number;
  earnings: number;
  createdAt: string;
}
