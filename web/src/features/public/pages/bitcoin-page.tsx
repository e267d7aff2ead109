import { CoinPage } from '../components/coin-page';
import { BITCOIN } from '../content/coins';

export function BitcoinTradingPage() {
  return <CoinPage guide={BITCOIN} />;
}
