import { BANK_ACCOUNT_TYPES, COIN_NAMES, DEPOSIT_CURRENCIES, FUNDS_LIMITS } from '@contracts/funds';
import { BankWithdrawalDto, WalletWithdrawalDto } from '@contracts/requests/withdraw.request';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useBankWithdrawal, useWalletWithdrawal } from '../hooks/use-funds-mutations';
import { asTyped } from '../lib/as-typed';
import { UsdAmountField } from './usd-amount-field';
import { useWithdrawForm, WithdrawFormFrame } from './withdraw-form-frame';

/** To a Bitcoin or Ethereum wallet: the coin, the address, the USD amount. */
export function WalletWithdrawForm({ onDone }: { onDone: () => void }) {
  const { form, frame } = useWithdrawForm(WalletWithdrawalDto, { currency: 'btc', wallet: '' }, useWalletWithdrawal(), onDone);
  const { fieldProps } = form;
  return (
    <WithdrawFormFrame frame={frame} submitTestId="withdraw-submit">
      <SelectField label="Currency" {...fieldProps('currency', 'withdraw-currency')}>
        {DEPOSIT_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {COIN_NAMES[c]} ({c.toUpperCase()})
          </option>
        ))}
      </SelectField>
      <TextField label="Wallet address" autoComplete="off" spellCheck={false} {...fieldProps('wallet', 'withdraw-wallet')} />
      <UsdAmountField minimum={FUNDS_LIMITS.withdrawalMin} {...fieldProps('amount', 'withdraw-amount', { setValueAs: asTyped })} />
    </WithdrawFormFrame>
  );
}

/** To a US bank account: account and routing numbers, bank name, account type, USD amount. */
export function BankWithdrawForm({ onDone }: { onDone: () => void }) {
  const { form, frame } = useWithdrawForm(BankWithdrawalDto, { account_number: '', bank_name: '', routing_number: '' }, useBankWithdrawal(), onDone);
  const { fieldProps } = form;
  return (
    <WithdrawFormFrame frame={frame} submitTestId="bank-submit">
      <TextField label="Bank name" autoComplete="off" {...fieldProps('bank_name', 'bank-name')} />
      <div className="form__row">
        <TextField label="Account number" inputMode="numeric" autoComplete="off" {...fieldProps('account_number', 'bank-account')} />
        <TextField label="Routing number" inputMode="numeric" autoComplete="off" maxLength={9} {...fieldProps('routing_number', 'bank-routing')} />
      </div>
      <div className="form__row">
        <SelectField label="Type" defaultValue="" {...fieldProps('type', 'bank-type')}>
          <option value="" disabled>
            Account type
          </option>
          {BANK_ACCOUNT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <UsdAmountField minimum={FUNDS_LIMITS.withdrawalMin} {...fieldProps('amount', 'bank-amount', { setValueAs: asTyped })} />
      </div>
    </WithdrawFormFrame>
  );
}
