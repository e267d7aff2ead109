import { CoinPage } from '../components/coin-page';
import { ETHEREUM } from '../content/coins';

export function EthereumTradingPage() {
  return <CoinPage guide={ETHEREUM} />;
}
