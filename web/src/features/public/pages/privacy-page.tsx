import { ArticlePage } from '../components/article-page';
import { PRIVACY } from '../content/privacy';

export function PrivacyPage() {
  return <ArticlePage content={PRIVACY} />;
}
