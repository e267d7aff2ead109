import { COIN_NAMES, FUNDS_LIMITS, type CryptoCurrency } from '@contracts/funds';
import { UPLOAD_LIMITS } from '@contracts/limits';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/api-error';
import { formatUsd } from '../../../shared/format/money';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { FileField } from '../../../shared/ui/file-field';
import { Modal } from '../../../shared/ui/modal';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { copyText } from '../../account/lib/copy-text';
import { useCoinQuote, useWalletAddress } from '../hooks/use-deposit-preview';
import { useCryptoDeposit } from '../hooks/use-funds-mutations';
import { formatCoins } from '../lib/amount-in-btc';
import { asTyped } from '../lib/as-typed';
import { CryptoDepositForm } from '../lib/funds-forms';
import { UsdAmountField } from './usd-amount-field';
import { QrCode } from '../../../shared/ui/qr-code';

export const ADDRESS_COPIED = 'Wallet address copied!';
const RECEIPT_ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf';

interface CryptoDepositModalProps {
  currency: CryptoCurrency;
  open: boolean;
  onClose: () => void;
}

/** Two steps: the USD amount and Preview (coins and our address), then the payment's receipt and Request. */
export function CryptoDepositModal({ currency, open, onClose }: CryptoDepositModalProps) {
  const name = COIN_NAMES[currency];
  return (
    <Modal open={open} onClose={onClose} title={`Deposit with ${name}`} testId={`deposit-${currency}-modal`}>
      {open && <CryptoDepositSteps currency={currency} onDone={onClose} />}
    </Modal>
  );
}

function CryptoDepositSteps({ currency, onDone }: { currency: CryptoCurrency; onDone: () => void }) {
  const form = useApiForm(CryptoDepositForm, { defaultValues: { currency, receipt: null } });
  const [previewAmount, setPreviewAmount] = useState<number | null>(null);
  const quote = useCoinQuote(currency, previewAmount);
  const address = useWalletAddress(currency, previewAmount !== null);
  const deposit = useCryptoDeposit();
  const name = COIN_NAMES[currency];
  const symbol = currency.toUpperCase();

  const preview = async () => {
    if (await form.trigger('usd_amount')) setPreviewAmount(Number(form.getValues('usd_amount')));
  };
  const onSubmit = form.submit(async ({ usd_amount, receipt, txid }) => {
    const res = await deposit.mutateAsync({ usd_amount, currency, receipt: receipt as File, txid });
    toast.success(res.message);
    onDone();
  });

  return (
    <form className="form funds-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <UsdAmountField
        minimum={FUNDS_LIMITS.cryptoDepositMin}
        {...form.fieldProps('usd_amount', 'deposit-amount', { setValueAs: asTyped, onChange: () => setPreviewAmount(null) })}
      />
      {previewAmount === null ? (
        <div className="form__actions">
          <Button type="button" onClick={() => void preview()} testId="deposit-preview">
            Preview
          </Button>
        </div>
      ) : (
        <>
          <div className="deposit-preview" data-testid="deposit-preview-panel">
            <div className="deposit-preview__coins">
              <span className="muted">For {formatUsd(previewAmount)} you send</span>
              {quote.isPending ? (
                <Spinner small />
              ) : quote.isError ? (
                <span className="muted">Price unavailable right now</span>
              ) : (
                <strong className="mono" data-testid="deposit-coin-amount">
                  {formatCoins(quote.data.coin_amount)} {symbol}
                </strong>
              )}
            </div>
            {address.isPending ? (
              <Spinner small label="Loading the address" />
            ) : address.isError ? (
              <Alert testId="deposit-address-error">{errorMessage(address.error)}</Alert>
            ) : (
              <div className="deposit-address">
                <QrCode value={address.data.address} alt={`QR code of the ${name} address`} className="wallet-qr" testId="deposit-qr" />
                <div className="deposit-address__text">
                  <span className="muted">To this {name} address</span>
                  <code className="mono deposit-address__value" data-testid="deposit-address">
                    {address.data.address}
                  </code>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => void copyText(address.data.address).then((ok) => ok && toast.info(ADDRESS_COPIED))}
                    testId="deposit-copy"
                  >
                    Copy address
                  </Button>
                </div>
              </div>
            )}
          </div>
          <Controller
            control={form.control}
            name="receipt"
            render={({ field }) => (
              <FileField
                ref={field.ref}
                label="Payment receipt"
                accept={RECEIPT_ACCEPT}
                maxBytes={UPLOAD_LIMITS.receipt}
                onFile={field.onChange}
                error={form.errorOf('receipt')}
                hint="A screenshot or PDF of your payment: PNG, JPEG, WebP or PDF, up to 5 MB."
                testId="deposit-receipt"
              />
            )}
          />
          <TextField
            label="Transaction ID (optional)"
            hint={`The id of your payment on the ${name} network, if you have it: our staff find it faster.`}
            autoComplete="off"
            spellCheck={false}
            className="deposit-txid"
            {...form.fieldProps('txid', 'deposit-txid')}
          />
          <div className="form__actions">
            <Button type="submit" loading={form.formState.isSubmitting} testId="deposit-request">
              Request
            </Button>
          </div>
        </>
      )}
      {deposit.isError && <Alert testId="deposit-error">{errorMessage(deposit.error)}</Alert>}
    </form>
  );
}
