import type { ReactNode } from 'react';
import type { ArticlePageContent } from '../content/article';
import { Article } from './article';
import { PageHero } from './page-hero';

/** A static text page (legal texts): breadcrumb and title, then the sections of its content file. */
export function ArticlePage({ content, children }: { content: ArticlePageContent; children?: ReactNode }) {
  return (
    <>
      <PageHero title={content.title} crumb={content.crumb} lead={content.lead} />
      <div className="public-section public-section--narrow">
        <Article sections={content.sections} />
        {children}
      </div>
    </>
  );
}
