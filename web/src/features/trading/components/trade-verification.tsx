import { useEffect, useId, useMemo } from 'react';
import { Link } from 'react-router';
import type { ReceiptBundle } from '@contracts/provable/statements';
import { VERIFIED_SUMMARY, verifyReceipt } from '@contracts/provable/verify-receipt';
import type { TradeDto } from '@contracts/trading';
import { saveFile } from '../../../shared/lib/save-file';
import { Icon } from '../../../shared/ui/icon';
import { useSettlementKeys } from '../hooks/use-settlement-keys';
import { useTradeReceipt } from '../hooks/use-trade-receipt';
import { keysOutdated, NO_RECEIPT_TEXT, receiptDownload, verificationView, type VerificationView } from '../lib/receipt';
import './trade-verification.css';

/** Saves the receipt as a file (it is already here: no second request). */
function saveReceipt(bundle: ReceiptBundle, tradeId: number) {
  const { fileName, blob } = receiptDownload(bundle, tradeId);
  saveFile(blob, fileName);
}

/**
 * A final trade's proof, checked in the browser (DESIGN "Provable settlement"): its signed receipt and
 * the published ticks of its entry and exit, against the platform's public keys. Loaded with its curve
 * library only when a final trade's detail opens.
 */
export function TradeVerification({ trade }: { trade: Pick<TradeDto, 'trade_id' | 'status'> }) {
  const titleId = useId();
  const receipt = useTradeReceipt(trade);
  const keys = useSettlementKeys();
  const bundle = receipt.data;

  // Keys loaded before the receipt that lack a key it names: asked for once more before checking.
  const outdated = !!bundle && !!keys.data && keysOutdated(bundle, keys.data, Math.max(keys.dataUpdatedAt, keys.errorUpdatedAt), receipt.dataUpdatedAt);
  const { refetch: refetchKeys } = keys;
  useEffect(() => {
    if (outdated) void refetchKeys();
  }, [outdated, refetchKeys]);

  const verification = useMemo(() => (bundle && keys.data && !outdated ? verifyReceipt(bundle, keys.data) : undefined), [bundle, keys.data, outdated]);
  const view = verificationView({
    receiptError: receipt.error,
    receiptRetrying: receipt.failureReason,
    receiptFetching: receipt.isFetching,
    hasBundle: bundle !== undefined,
    keysError: keys.error,
    keysFetching: keys.isFetching,
    verification,
  });
  const retry = () => void (receipt.isError ? receipt.refetch() : refetchKeys());

  return (
    <section className="trade-verification" aria-labelledby={titleId} data-testid="trade-verification">
      <h3 id={titleId} className="trade-verification__title">
        Verification
      </h3>
      <VerificationResult view={view} onRetry={retry} />
      <div className="trade-verification__actions">
        <button
          type="button"
          className="btn btn--secondary trade-verification__download"
          data-testid="receipt-download"
          disabled={!bundle}
          onClick={() => bundle && saveReceipt(bundle, trade.trade_id)}
        >
          Download receipt
        </button>
        <Link to="/verify" target="_blank" rel="noopener" title="Opens in a new tab" data-testid="verification-howto">
          How to verify
        </Link>
      </div>
    </section>
  );
}

function VerificationResult({ view, onRetry }: { view: VerificationView; onRetry: () => void }) {
  switch (view.kind) {
    case 'checking':
      return (
        <p className="trade-verification__line muted" role="status" data-testid="verification-checking">
          <span className="spinner spinner--small trade-verification__spinner" aria-hidden="true" />
          Checking the receipt…
        </p>
      );
    case 'sealing':
      return (
        <div className="trade-verification__line muted" role="status" data-testid="verification-sealing">
          <span>The receipt is being sealed…</span>
          {!view.waiting && <RetryButton onClick={onRetry} label="Check again" />}
        </div>
      );
    case 'verified':
      return (
        <>
          <p className="trade-verification__line trade-verification__line--ok" role="status">
            <Icon name="shield" size={18} />
            <span data-testid="verification-summary">{VERIFIED_SUMMARY}</span>
          </p>
          <Checked items={view.checked} />
        </>
      );
    case 'failed':
      return (
        <>
          <p className="trade-verification__line trade-verification__line--bad" role="alert" data-testid="verification-failed">
            This receipt did not verify
          </p>
          <ul className="trade-verification__list trade-verification__list--bad" data-testid="verification-failures">
            {view.failures.map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </ul>
          {view.checked.length > 0 && <Checked items={view.checked} />}
        </>
      );
    case 'unavailable':
      return (
        <p className="trade-verification__line muted" data-testid="verification-unavailable">
          {NO_RECEIPT_TEXT}
        </p>
      );
    case 'error':
      return (
        <div className="trade-verification__line trade-verification__line--bad" role="alert" data-testid="verification-error">
          <span>{view.message}</span>
          <RetryButton onClick={onRetry} label="Try again" />
        </div>
      );
  }
}

function Checked({ items }: { items: string[] }) {
  return (
    <details className="trade-verification__details" data-testid="verification-checked">
      <summary>What was checked</summary>
      <ul className="trade-verification__list">
        {items.map((c, i) => (
          <li key={i}>{c}</li>
        ))}
      </ul>
    </details>
  );
}

function RetryButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button type="button" className="btn btn--ghost trade-verification__retry" onClick={onClick}>
      {label}
    </button>
  );
}
