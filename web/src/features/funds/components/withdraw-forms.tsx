import { BANK_ACCOUNT_TYPES, COIN_NAMES, DEPOSIT_CURRENCIES, FUNDS_LIMITS, FUNDS_MESSAGES } from '@contracts/funds';
import { BankWithdrawalDto, WalletWithdrawalDto } from '@contracts/requests/withdraw.request';
import { useState } from 'react';
import { formatUsd } from '../../../shared/format/money';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useBankWithdrawal, useWalletWithdrawal } from '../hooks/use-funds-mutations';
import { WithdrawError } from './withdraw-error';

const asTyped = (v: unknown) => (v === '' ? undefined : v);

/** The live balance, and a check that refuses more than it before anything is sent (the server checks again). */
function useAvailable() {
  const balance = useCurrentUser().data?.balance;
  const [overdraw, setOverdraw] = useState(false);
  const allows = (amount: number) => {
    const ok = balance === undefined || amount <= balance;
    setOverdraw(!ok);
    return ok;
  };
  return { balance, overdraw, allows };
}

function AvailableLine({ balance }: { balance: number | undefined }) {
  return (
    <p className="muted withdraw-available">
      Available: <strong data-testid="withdraw-available">{formatUsd(balance)}</strong>
    </p>
  );
}

/** To a Bitcoin or Ethereum wallet: the coin, the address, the USD amount. */
export function WalletWithdrawForm({ onDone }: { onDone: () => void }) {
  const form = useApiForm(WalletWithdrawalDto, { defaultValues: { currency: 'btc', wallet: '' } });
  const withdraw = useWalletWithdrawal();
  const available = useAvailable();
  const onSubmit = form.submit(async (body) => {
    if (!available.allows(body.amount)) return;
    const res = await withdraw.mutateAsync(body);
    toast.success(res.message);
    onDone();
  });
  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <AvailableLine balance={available.balance} />
      <SelectField label="Currency" {...form.register('currency')} error={form.errorOf('currency')} testId="withdraw-currency">
        {DEPOSIT_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {COIN_NAMES[c]} ({c.toUpperCase()})
          </option>
        ))}
      </SelectField>
      <TextField
        label="Wallet address"
        autoComplete="off"
        spellCheck={false}
        {...form.register('wallet')}
        error={form.errorOf('wallet')}
        testId="withdraw-wallet"
      />
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        placeholder={`At least ${FUNDS_LIMITS.withdrawalMin}`}
        {...form.register('amount', { setValueAs: asTyped })}
        error={form.errorOf('amount')}
        testId="withdraw-amount"
      />
      {available.overdraw && <Alert testId="withdraw-overdraw">{FUNDS_MESSAGES.overdraw}</Alert>}
      <div className="form__actions">
        <Button type="submit" loading={form.formState.isSubmitting} testId="withdraw-submit">
          Withdraw
        </Button>
      </div>
      {withdraw.isError && <WithdrawError error={withdraw.error} />}
    </form>
  );
}

/** To a US bank account: account and routing numbers, bank name, account type, USD amount. */
export function BankWithdrawForm({ onDone }: { onDone: () => void }) {
  const form = useApiForm(BankWithdrawalDto, { defaultValues: { account_number: '', bank_name: '', routing_number: '' } });
  const withdraw = useBankWithdrawal();
  const available = useAvailable();
  const onSubmit = form.submit(async (body) => {
    if (!available.allows(body.amount)) return;
    const res = await withdraw.mutateAsync(body);
    toast.success(res.message);
    onDone();
  });
  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <AvailableLine balance={available.balance} />
      <TextField label="Bank name" autoComplete="off" {...form.register('bank_name')} error={form.errorOf('bank_name')} testId="bank-name" />
      <div className="form__row">
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          {...form.register('account_number')}
          error={form.errorOf('account_number')}
          testId="bank-account"
        />
        <TextField
          label="Routing number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          {...form.register('routing_number')}
          error={form.errorOf('routing_number')}
          testId="bank-routing"
        />
      </div>
      <div className="form__row">
        <SelectField label="Type" defaultValue="" {...form.register('type')} error={form.errorOf('type')} testId="bank-type">
          <option value="" disabled>
            Account type
          </option>
          {BANK_ACCOUNT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          placeholder={`At least ${FUNDS_LIMITS.withdrawalMin}`}
          {...form.register('amount', { setValueAs: asTyped })}
          error={form.errorOf('amount')}
          testId="bank-amount"
        />
      </div>
      {available.overdraw && <Alert testId="withdraw-overdraw">{FUNDS_MESSAGES.overdraw}</Alert>}
      <div className="form__actions">
        <Button type="submit" loading={form.formState.isSubmitting} testId="bank-submit">
          Withdraw
        </Button>
      </div>
      {withdraw.isError && <WithdrawError error={withdraw.error} />}
    </form>
  );
}
