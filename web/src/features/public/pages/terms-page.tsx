import { ArticlePage } from '../components/article-page';
import { TERMS } from '../content/terms';

export function TermsPage() {
  return <ArticlePage content={TERMS} />;
}
