import type { AccountActionDto } from '../contracts/requests/account-action.request';
import type { AdjustmentRequestDto, ResetTwoFactorDto } from '../contracts/requests/adjustment.request';
import type { AtsSettingsRequest } from '../contracts/requests/ats.request';
import type { LoginDto, RefreshDto, RegisterDto, ResetPasswordDto, VerifyEmailDto } from '../contracts/requests/auth.request';
import type { BulkDecisionDto } from '../contracts/requests/bulk.request';
import type { CaseNoteDto, TakeOverDto } from '../contracts/requests/case.request';
import type { ContactMessageDto } from '../contracts/requests/contact.request';
import type {
  ApproveDecisionDto,
  ApproveWithdrawalDto,
  RejectDecisionDto,
  RejectFundsDto,
  RequestResubmissionDto,
} from '../contracts/requests/decision.request';
import type { CardDepositDto, CryptoDepositDto } from '../contracts/requests/deposit.request';
import type { SelfExclusionDto, TimeOutDto, UpdateLimitsDto } from '../contracts/requests/limits.request';
import type { PlanChoiceDto } from '../contracts/requests/plan.request';
import type { CompleteProfileDto, ProfileCompletionFields } from '../contracts/requests/profile-completion.request';
import type { ChangePasswordDto, UpdateProfileDto } from '../contracts/requests/profile.request';
import type { CloseTradeDto, SubmitTradeDto } from '../contracts/requests/trade.request';
import type { DisableTwoFactorDto, EnableTwoFactorDto, MfaLoginDto } from '../contracts/requests/two-factor.request';
import type { SubmitVerificationDto, UserIdentificationDto } from '../contracts/requests/verification.request';
import type { BankWithdrawalDto, WalletWithdrawalDto } from '../contracts/requests/withdraw.request';

/** A request body as JSON carries it: the class's fields, nothing else. */
type Example<T> = { [K in keyof T]: T[K] };

const profile = {
  gender: 'female',
  date_of_birth: '1990-04-12',
  address: '12 Harbour Street',
  city: 'Lisbon',
  state: 'Lisboa',
  country: 'Portugal',
} satisfies Example<ProfileCompletionFields>;

const password = 'correct horse battery';

/**
 * A valid body per request class, by class name: shown in the OpenAPI description, and checked there
 * against the class's schema and its class-validator rules (test/integration/openapi.e2e-spec.ts).
 */
export const REQUEST_EXAMPLES: Record<string, object> = {
  RegisterDto: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    phone: '+351912345678',
    password,
    confirmPassword: password,
  } satisfies Example<RegisterDto>,
  LoginDto: { email: 'ada@example.com', password } satisfies Example<LoginDto>,
  MfaLoginDto: { mfa_token: 'the mfa_token POST /api/auth/login answered', code: '123456' } satisfies Example<MfaLoginDto>,
  RefreshDto: { refresh_token: 'a refresh token (or none: the httpOnly cookie carries it)' } satisfies Example<RefreshDto>,
  VerifyEmailDto: { hash: 'the link token from the mail' } satisfies Example<VerifyEmailDto>,
  ResetPasswordDto: { hash: 'the link token from the mail', password, confirmPassword: password } satisfies Example<ResetPasswordDto>,
  CompleteProfileDto: { ...profile, session: 'the onboarding session POST /api/auth/register answered' } satisfies Example<CompleteProfileDto>,
  ProfileCompletionFields: profile,
  EnableTwoFactorDto: { code: '123456' } satisfies Example<EnableTwoFactorDto>,
  DisableTwoFactorDto: { password, code: '123456' } satisfies Example<DisableTwoFactorDto>,
  ChangePasswordDto: { current: password, password: 'a new long passphrase', confirmPassword: 'a new long passphrase' } satisfies Example<ChangePasswordDto>,
  UpdateProfileDto: { firstname: 'Ada', city: 'Porto' } satisfies Example<UpdateProfileDto>,
  SubmitVerificationDto: { method: 'national_id' } satisfies Example<SubmitVerificationDto>,
  UserIdentificationDto: { method: 'international_passport', session: 'the onboarding session' } satisfies Example<UserIdentificationDto>,
  SubmitTradeDto: {
    amount: 25,
    duration: 60,
    mode: 'demo',
    strike_rate: 1,
    trading_type: 'Cryptocurrency',
    symbol: 'BTCUSD',
    trade_mode: 'Buy',
  } satisfies Example<SubmitTradeDto>,
  CloseTradeDto: { quote_id: 'the quote_id GET /api/trading/trades/:id/quote answered' } satisfies Example<CloseTradeDto>,
  UpdateLimitsDto: { deposit_day: 500, loss_week: 1000 } satisfies Example<UpdateLimitsDto>,
  TimeOutDto: { days: 7 } satisfies Example<TimeOutDto>,
  SelfExclusionDto: { months: 6 } satisfies Example<SelfExclusionDto>,
  CryptoDepositDto: { currency: 'btc', usd_amount: 250 } satisfies Example<CryptoDepositDto>,
  CardDepositDto: {
    usd_amount: 100,
    card_number: '4242 4242 4242 4242',
    cvv: '123',
    holder_name: 'Ada Lovelace',
    month: 12,
    year: 2030,
    zip_code: '1100-148',
  } satisfies Example<CardDepositDto>,
  WalletWithdrawalDto: {
    amount: 50,
    wallet: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    currency: 'btc',
    code: '123456',
  } satisfies Example<WalletWithdrawalDto>,
  BankWithdrawalDto: {
    amount: 50,
    account_number: '000123456789',
    bank_name: 'First Bank',
    routing_number: '021000021',
    type: 'Checking',
    code: '123456',
  } satisfies Example<BankWithdrawalDto>,
  AdjustmentRequestDto: { amount: 20, direction: 'credit', reason: 'Goodwill after the outage of 3 March' } satisfies Example<AdjustmentRequestDto>,
  ResetTwoFactorDto: { reason: 'Lost phone; identity checked by video call' } satisfies Example<ResetTwoFactorDto>,
  PlanChoiceDto: { trading_plan: 'Gold-7600' } satisfies Example<PlanChoiceDto>,
  AtsSettingsRequest: { enabled: true, stake: 10, symbol: 'ETHUSD' } satisfies Example<AtsSettingsRequest>,
  ContactMessageDto: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'How long does a withdrawal take?' } satisfies Example<ContactMessageDto>,
  ApproveDecisionDto: { reason: 'Documents match' } satisfies Example<ApproveDecisionDto>,
  RequestResubmissionDto: { reason: 'The photo is blurred: please send a sharper one' } satisfies Example<RequestResubmissionDto>,
  RejectDecisionDto: { reason: 'Expired', text: 'The passport expired in 2021' } satisfies Example<RejectDecisionDto>,
  RejectFundsDto: { reason: 'The transaction was not found on chain' } satisfies Example<RejectFundsDto>,
  ApproveWithdrawalDto: { payout_reference: 'BTC tx 9f2c…', reason: 'Paid' } satisfies Example<ApproveWithdrawalDto>,
  BulkDecisionDto: { ids: ['41', '42'], action: 'approve' } satisfies Example<BulkDecisionDto>,
  TakeOverDto: { reason: 'Assignee on leave' } satisfies Example<TakeOverDto>,
  CaseNoteDto: { text: 'Called the client: the deposit was sent from their own wallet.' } satisfies Example<CaseNoteDto>,
  AccountActionDto: { reason: 'Chargeback under review' } satisfies Example<AccountActionDto>,
};
