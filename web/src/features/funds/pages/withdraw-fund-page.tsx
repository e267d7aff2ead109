import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../shared/ui/modal';
import { FundsPage } from '../components/funds-page';
import { MethodTiles, type PaymentMethod } from '../components/method-tile';
import { BankWithdrawForm, WalletWithdrawForm } from '../components/withdraw-forms';

type Method = 'bank' | 'wallet';

const WITHDRAW_METHODS: ReadonlyArray<PaymentMethod<Method>> = [
  { key: 'bank', title: 'Bank', description: 'To a US checking or savings account.', mark: 'bank' },
  { key: 'wallet', title: 'Wallet', description: 'To your Bitcoin or Ethereum wallet.', mark: 'wallet' },
];

/** /user/withdraw-fund: to a bank account or a crypto wallet; the amount is held at once until paid out. */
export function WithdrawFundPage() {
  const [open, setOpen] = useState<Method | null>(null);
  const close = () => setOpen(null);
  return (
    <FundsPage title="Withdraw Fund">
      <p className="muted funds-intro">Withdrawals are paid in USD value once our staff approve them. You can cancel one while it is pending.</p>
      <MethodTiles methods={WITHDRAW_METHODS} onPick={setOpen} testIdPrefix="withdraw-tile" />
      <p className="funds-more">
        <Link to="/user/withdraw-log">See your withdrawal history</Link>
      </p>
      <Modal open={open === 'bank'} onClose={close} title="Withdraw to a bank account" testId="withdraw-bank-modal">
        {open === 'bank' && <BankWithdrawForm onDone={close} />}
      </Modal>
      <Modal open={open === 'wallet'} onClose={close} title="Withdraw to a wallet" testId="withdraw-wallet-modal">
        {open === 'wallet' && <WalletWithdrawForm onDone={close} />}
      </Modal>
    </FundsPage>
  );
}
