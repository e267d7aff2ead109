import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';
import { Breadcrumb } from './breadcrumb';

interface PageHeroProps {
  /** The page's one h1. */
  title: string;
  /** The breadcrumb's last item, when it differs from the title ("Contacts", "Terms Of Use"). */
  crumb?: string;
  lead?: ReactNode;
}

/** The top of every static page: breadcrumb, title, a short introduction. */
export function PageHero({ title, crumb, lead }: PageHeroProps) {
  useDocumentTitle(title);
  return (
    <section className="page-hero">
      <div className="page-hero__inner">
        <Breadcrumb current={crumb ?? title} />
        <h1 className="page-hero__title">{title}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
      </div>
    </section>
  );
}
