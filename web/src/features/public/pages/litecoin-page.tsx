import { CoinPage } from '../components/coin-page';
import { LITECOIN } from '../content/coins';

export function LitecoinTradingPage() {
  return <CoinPage guide={LITECOIN} />;
}
