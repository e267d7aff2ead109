import { ArticlePage } from '../components/article-page';
import { AML_POLICY } from '../content/aml-policy';

export function AmlPolicyPage() {
  return <ArticlePage content={AML_POLICY} />;
}
