import { useState } from 'react';
import { Link } from 'react-router';
import { ExclusionBanner } from '../../protections/components/exclusion-banner';
import { CardDepositModal } from '../components/card-deposit-modal';
import { CryptoDepositModal } from '../components/crypto-deposit-modal';
import { FundsPage } from '../components/funds-page';
import { MethodTiles, type PaymentMethod } from '../components/method-tile';

type Method = 'btc' | 'eth' | 'card';

const DEPOSIT_METHODS: ReadonlyArray<PaymentMethod<Method>> = [
  { key: 'btc', title: 'Bitcoin', description: 'Send BTC to your own deposit address.', mark: 'bitcoin' },
  { key: 'eth', title: 'Ethereum', description: 'Send ETH to your own deposit address.', mark: 'ethereum' },
  { key: 'card', title: 'Card', description: 'Pay with a debit or credit card, credited in moments.', mark: 'card' },
];

/** /user/deposit: Bitcoin, Ethereum and Card, each opening its own form. */
export function DepositFundPage() {
  const [open, setOpen] = useState<Method | null>(null);
  const close = () => setOpen(null);
  return (
    <FundsPage title="Deposit Fund">
      <ExclusionBanner />
      <p className="muted funds-intro">Choose how to fund your live account. Deposits are in USD.</p>
      <MethodTiles methods={DEPOSIT_METHODS} onPick={setOpen} testIdPrefix="deposit-tile" />
      <p className="funds-more">
        <Link to="/user/deposit-log">See your deposit history</Link>
      </p>
      <CryptoDepositModal currency="btc" open={open === 'btc'} onClose={close} />
      <CryptoDepositModal currency="eth" open={open === 'eth'} onClose={close} />
      <CardDepositModal open={open === 'card'} onClose={close} />
    </FundsPage>
  );
}
