/**
 * A final trade's receipt in the trade detail (DESIGN "Provable settlement"): when to ask for it, how
 * long to wait while it is sealed, what to show of its verification, and the file it is saved as.
 * Pure: the checking itself (verifyReceipt, with its curve library) is loaded only with the detail's
 * verification section.
 */
import type { ReceiptBundle, SettlementKey } from '@contracts/provable/statements';
import type { Verification } from '@contracts/provable/verify-receipt';
import type { ApiErrorCode } from '@contracts/api';
import type { TradeStatus } from '@contracts/trade-rules';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';

/** The 409 of a receipt not sealed yet (a second or so after the trade ended); `Retry-After` says when to ask again. */
export const RECEIPT_NOT_READY: ApiErrorCode = 'RECEIPT_NOT_READY';

/** The statuses of a trade that has ended, each with a receipt. */
const FINAL_STATUSES: readonly TradeStatus[] = ['Won', 'Lost', 'Draw', 'Void', 'Closed'];

export const hasReceipt = (status: TradeStatus): boolean => FINAL_STATUSES.includes(status);

/** How many times a receipt still being sealed is asked for again before the section offers to check again. */
export const RECEIPT_NOT_READY_RETRIES = 5;
/** The wait when the answer named none, and the longest one honoured. */
export const RECEIPT_RETRY_DEFAULT_MS = 1000;
export const RECEIPT_RETRY_MAX_MS = 10_000;

export const isReceiptNotReady = (error: unknown): boolean => error instanceof ApiRequestError && error.code === RECEIPT_NOT_READY;

/** No receipt exists for this trade: another user's trade (404), or any other refusal of the 409 kind (a trade still open). */
const isNoReceipt = (error: unknown): boolean =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 409) && !isReceiptNotReady(error);

/** react-query's `retry`: a receipt being sealed a few times, a network or server failure twice, any other refusal never. */
export function retryReceipt(failures: number, error: unknown): boolean {
  if (isReceiptNotReady(error)) return failures < RECEIPT_NOT_READY_RETRIES;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

/** react-query's `retryDelay`: what `Retry-After` asked for (1 s when it said nothing), at most 10 s. */
export function receiptRetryDelay(_failures: number, error: unknown): number {
  const seconds = error instanceof ApiRequestError ? error.retryAfterSeconds : undefined;
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return RECEIPT_RETRY_DEFAULT_MS;
  return Math.min(seconds * 1000, RECEIPT_RETRY_MAX_MS);
}

/** Every key a bundle's signatures name: its batch's and each tick commitment's. */
export function keyIdsOf(bundle: ReceiptBundle): string[] {
  const ids = new Set([bundle.proof.batch.keyId]);
  for (const e of [...bundle.ticks.entry, ...bundle.ticks.exit]) ids.add('gap' in e ? e.gap.keyId : e.commitment.keyId);
  return [...ids];
}

/**
 * The keys were loaded before the receipt and miss a key it names (a key that began to sign since):
 * ask for them again once before checking, rather than call the receipt signed by an unknown key.
 */
export function keysOutdated(bundle: ReceiptBundle, keys: readonly SettlementKey[], keysLoadedAt: number, receiptLoadedAt: number): boolean {
  return keysLoadedAt < receiptLoadedAt && keyIdsOf(bundle).some((id) => !keys.some((k) => k.keyId === id));
}

/** What the verification section shows. */
export type VerificationView =
  | { kind: 'checking' }
  /** Not sealed yet: asked again by itself while `waiting`, else on the reader's "Check again". */
  | { kind: 'sealing'; waiting: boolean }
  | { kind: 'verified'; checked: string[] }
  | { kind: 'failed'; failures: string[]; checked: string[] }
  /** The server has no receipt for this trade. */
  | { kind: 'unavailable' }
  | { kind: 'error'; message: string };

export interface VerificationState {
  /** The receipt query's last error, and the failure it is retrying after (react-query's `failureReason`). */
  receiptError: unknown;
  receiptRetrying: unknown;
  /** Asked for again (the reader's "Check again"): a last error is not the answer any more. */
  receiptFetching: boolean;
  hasBundle: boolean;
  keysError: unknown;
  keysFetching: boolean;
  /** The check's result, once the receipt and the keys are both here. */
  verification: Verification | undefined;
}

export const NO_RECEIPT_TEXT = 'No receipt is available for this trade.';
export const KEYS_ERROR_PREFIX = "The platform's public keys could not be loaded:";

export function verificationView(s: VerificationState): VerificationView {
  if (s.receiptError && !s.receiptFetching) {
    if (isReceiptNotReady(s.receiptError)) return { kind: 'sealing', waiting: false };
    if (isNoReceipt(s.receiptError)) return { kind: 'unavailable' };
    return { kind: 'error', message: errorMessage(s.receiptError) };
  }
  if (!s.hasBundle) return isReceiptNotReady(s.receiptRetrying ?? s.receiptError) ? { kind: 'sealing', waiting: true } : { kind: 'checking' };
  if (!s.verification && s.keysError && !s.keysFetching) return { kind: 'error', message: `${KEYS_ERROR_PREFIX} ${errorMessage(s.keysError)}` };
  if (!s.verification) return { kind: 'checking' };
  return s.verification.ok
    ? { kind: 'verified', checked: s.verification.checked }
    : { kind: 'failed', failures: s.verification.failures, checked: s.verification.checked };
}

/** The name a downloaded receipt is saved under. */
export const receiptFileName = (tradeId: number | string): string => `receipt-${tradeId}.json`;

/** The downloaded file: the bundle as the server sent it, indented by 2 spaces (what `npm run verify-trade -- --receipt` reads). */
export const receiptFileContent = (bundle: ReceiptBundle): string => JSON.stringify(bundle, null, 2);

/** The file to save: its name, and the JSON as a Blob for an object URL. */
export function receiptDownload(bundle: ReceiptBundle, tradeId: number | string): { fileName: string; blob: Blob } {
  return { fileName: receiptFileName(tradeId), blob: new Blob([receiptFileContent(bundle)], { type: 'application/json' }) };
}
