import { ArticlePage } from '../components/article-page';
import { PAYMENT_POLICY } from '../content/payment-policy';

export function PaymentPolicyPage() {
  return <ArticlePage content={PAYMENT_POLICY} />;
}
