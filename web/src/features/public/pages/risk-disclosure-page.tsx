import { ArticlePage } from '../components/article-page';
import { RISK_DISCLOSURE } from '../content/risk-disclosure';

export function RiskDisclosurePage() {
  return <ArticlePage content={RISK_DISCLOSURE} />;
}
