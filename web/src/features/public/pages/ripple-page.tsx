import { CoinPage } from '../components/coin-page';
import { RIPPLE } from '../content/coins';

export function RippleTradingPage() {
  return <CoinPage guide={RIPPLE} />;
}
