import { ArticlePage } from '../components/article-page';
import { VERIFY_TRADE } from '../content/verify-trade';

/** /verify: how settlement is made provable, and the commands to check a trade yourself. */
export function VerifyTradePage() {
  return <ArticlePage content={VERIFY_TRADE} />;
}
