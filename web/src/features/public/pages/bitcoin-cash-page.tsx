import { CoinPage } from '../components/coin-page';
import { BITCOIN_CASH } from '../content/coins';

export function BitcoinCashPage() {
  return <CoinPage guide={BITCOIN_CASH} />;
}
