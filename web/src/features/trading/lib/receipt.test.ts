import { describe, expect, it } from 'vitest';
import { VERIFIED_SUMMARY, verifyReceipt } from '@contracts/provable/verify-receipt';
import { ApiRequestError, NO_CONNECTION_MESSAGE } from '../../../shared/api/api-error';
import {
  hasReceipt,
  keyIdsOf,
  keysOutdated,
  KEYS_ERROR_PREFIX,
  RECEIPT_NOT_READY,
  RECEIPT_NOT_READY_RETRIES,
  receiptDownload,
  receiptFileContent,
  receiptFileName,
  receiptRetryDelay,
  retryReceipt,
  verificationView,
  type VerificationState,
} from './receipt';
import { FIXTURE_KEY_ID, FIXTURE_TRADE_ID, receiptFixture, tamperedBundle } from './receipt.fixture';

const { bundle, keys } = receiptFixture();

const notReady = (retryAfterSeconds?: number) => new ApiRequestError('The receipt is not sealed yet', 409, {}, RECEIPT_NOT_READY, undefined, retryAfterSeconds);
const state = (over: Partial<VerificationState>): VerificationState => ({
  receiptError: null,
  receiptRetrying: null,
  receiptFetching: false,
  hasBundle: false,
  keysError: null,
  keysFetching: false,
  verification: undefined,
  ...over,
});

describe('a receipt bundle built and signed like the server does', () => {
  it('verifies with the platform key, and every check is named', () => {
    const result = verifyReceipt(bundle, keys);
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.checked).toEqual([
      'the receipt is receipt 2 of 3 in batch batch-0001',
      `the batch's root is signed by the platform (key ${FIXTURE_KEY_ID})`,
      expect.stringMatching(/^the entry price 91000 is the published tick of /),
      'the exit price 91050 is the last published tick at or before expiry; Buy from 91000: Won, paid 17.50',
    ]);
  });

  it('shows the summary line and what was checked', () => {
    const verification = verifyReceipt(bundle, keys);
    expect(verificationView(state({ hasBundle: true, verification }))).toEqual({ kind: 'verified', checked: verification.checked });
    expect(VERIFIED_SUMMARY).toBe('Entry and exit ticks match the published prices; the outcome is signed by the platform');
  });

  it('fails for a receipt whose amount paid was changed, and says what failed', () => {
    const tampered = tamperedBundle(bundle, (b) => {
      b.receipt.paidCents = 2000;
    });
    const verification = verifyReceipt(tampered, keys);
    expect(verification.ok).toBe(false);
    expect(verification.failures).toEqual([
      'the receipt is not in its signed batch (changed, or a proof for another receipt)',
      'the outcome rule pays 1750 cents, the receipt 2000',
    ]);
    expect(verificationView(state({ hasBundle: true, verification }))).toEqual({
      kind: 'failed',
      failures: verification.failures,
      checked: verification.checked,
    });
    // The original is untouched.
    expect(verifyReceipt(bundle, keys).ok).toBe(true);
  });

  it('fails for a changed entry tick, and for a key that is not the platform’s', () => {
    const moved = tamperedBundle(bundle, (b) => {
      const e = b.ticks.entry.find((t) => 'leaf' in t && t.leaf.ticks.length > 0);
      if (e && 'leaf' in e) e.leaf.ticks[0][1] += 1;
    });
    expect(verifyReceipt(moved, keys).failures).toContainEqual(expect.stringMatching(/are not in that second's commitment/));
    const other = receiptFixture().keys;
    expect(verifyReceipt(bundle, other).failures).toContain(`the batch: signature does not match key ${FIXTURE_KEY_ID}`);
  });
});

describe('the keys a receipt needs', () => {
  it('are the batch key and each commitment key, once each', () => {
    expect(keyIdsOf(bundle)).toEqual([FIXTURE_KEY_ID]);
  });

  it('are asked for again only when loaded before the receipt and missing one of its keys', () => {
    const older = keys.map((k) => ({ ...k, keyId: 'settlement-2025-12' }));
    expect(keysOutdated(bundle, older, 1000, 2000)).toBe(true);
    expect(keysOutdated(bundle, older, 3000, 2000)).toBe(false);
    expect(keysOutdated(bundle, keys, 1000, 2000)).toBe(false);
  });
});

describe('what the verification section shows', () => {
  it('checks while the receipt or the keys load', () => {
    expect(verificationView(state({}))).toEqual({ kind: 'checking' });
    expect(verificationView(state({ hasBundle: true }))).toEqual({ kind: 'checking' });
    expect(verificationView(state({ receiptRetrying: new ApiRequestError('Down', 503) }))).toEqual({ kind: 'checking' });
  });

  it('says the receipt is being sealed: waiting while it is asked again, then offering to check again', () => {
    expect(verificationView(state({ receiptRetrying: notReady(1) }))).toEqual({ kind: 'sealing', waiting: true });
    expect(verificationView(state({ receiptError: notReady(1) }))).toEqual({ kind: 'sealing', waiting: false });
    // "Check again": asked for again, the last refusal is no longer the answer.
    expect(verificationView(state({ receiptError: notReady(1), receiptFetching: true }))).toEqual({ kind: 'sealing', waiting: true });
  });

  it('has no receipt for another 409 (a trade still open) or a 404 (another user’s trade)', () => {
    expect(verificationView(state({ receiptError: new ApiRequestError('Trade is still open', 409, {}, 'TRADE_NOT_OPEN') }))).toEqual({ kind: 'unavailable' });
    expect(verificationView(state({ receiptError: new ApiRequestError('Not found', 404) }))).toEqual({ kind: 'unavailable' });
  });

  it('shows any other failure in plain words', () => {
    expect(verificationView(state({ receiptError: new ApiRequestError('Internal server error', 500) }))).toEqual({
      kind: 'error',
      message: 'Internal server error',
    });
    expect(verificationView(state({ receiptError: new ApiRequestError('', 0) }))).toEqual({ kind: 'error', message: NO_CONNECTION_MESSAGE });
    expect(verificationView(state({ hasBundle: true, keysError: new ApiRequestError('', 0) }))).toEqual({
      kind: 'error',
      message: `${KEYS_ERROR_PREFIX} ${NO_CONNECTION_MESSAGE}`,
    });
  });

  it('checks again, rather than show the last failure, while "Try again" asks again', () => {
    expect(verificationView(state({ receiptError: new ApiRequestError('Internal server error', 500), receiptFetching: true }))).toEqual({ kind: 'checking' });
    expect(verificationView(state({ hasBundle: true, keysError: new ApiRequestError('', 0), keysFetching: true }))).toEqual({ kind: 'checking' });
  });
});

describe('asking for a receipt', () => {
  it('only for a trade that has ended', () => {
    expect(hasReceipt('Pending')).toBe(false);
    for (const status of ['Won', 'Lost', 'Draw', 'Void', 'Closed'] as const) expect(hasReceipt(status)).toBe(true);
  });

  it('again, a few times, while it is being sealed; never after another refusal; twice after a failure of the server', () => {
    expect(retryReceipt(0, notReady())).toBe(true);
    expect(retryReceipt(RECEIPT_NOT_READY_RETRIES - 1, notReady())).toBe(true);
    expect(retryReceipt(RECEIPT_NOT_READY_RETRIES, notReady())).toBe(false);
    expect(retryReceipt(0, new ApiRequestError('Trade is still open', 409, {}, 'TRADE_NOT_OPEN'))).toBe(false);
    expect(retryReceipt(0, new ApiRequestError('Not found', 404))).toBe(false);
    expect(retryReceipt(1, new ApiRequestError('Down', 503))).toBe(true);
    expect(retryReceipt(2, new ApiRequestError('Down', 503))).toBe(false);
  });

  it('after the Retry-After the server sent, 1 s when it sent none, 10 s at most', () => {
    expect(receiptRetryDelay(0, notReady(2))).toBe(2000);
    expect(receiptRetryDelay(0, notReady(0))).toBe(0);
    expect(receiptRetryDelay(0, notReady())).toBe(1000);
    expect(receiptRetryDelay(0, notReady(600))).toBe(10_000);
    expect(receiptRetryDelay(0, new Error('other'))).toBe(1000);
  });
});

describe('the downloaded receipt', () => {
  it('is named after the trade', () => {
    expect(receiptFileName(FIXTURE_TRADE_ID)).toBe('receipt-4242.json');
    expect(receiptFileName('17')).toBe('receipt-17.json');
  });

  it('is the bundle as JSON indented by 2 spaces, which reads back to a bundle that still verifies', async () => {
    const text = receiptFileContent(bundle);
    expect(text).toBe(JSON.stringify(bundle, null, 2));
    expect(text.split('\n')[1]).toBe('  "receipt": {');
    const { fileName, blob } = receiptDownload(bundle, FIXTURE_TRADE_ID);
    expect(fileName).toBe('receipt-4242.json');
    expect(blob.type).toBe('application/json');
    const saved = JSON.parse(await blob.text()) as typeof bundle;
    expect(saved).toEqual(bundle);
    expect(verifyReceipt(saved, keys).ok).toBe(true);
  });
});
