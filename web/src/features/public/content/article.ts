/** The shape of the long texts in this folder, rendered by components/article.tsx. */

/** A list entry: plain text, or a bold term followed by its explanation. */
export type ArticleItem = string | { term: string; text: string };

/** A paragraph, a list (numbered when `ordered`: the how-to steps), or a command or address to copy as it is. */
export type ArticleBlock = string | { items: readonly ArticleItem[]; ordered?: boolean } | { code: string };

export interface ArticleSection {
  heading: string;
  /** Anchor for links into the page. */
  id?: string;
  body?: readonly ArticleBlock[];
  subsections?: readonly ArticleSection[];
}

export interface ArticlePageContent {
  /** The page's h1. */
  title: string;
  /** The breadcrumb's last item, when it differs from the title. */
  crumb?: string;
  lead: string;
  /** "Last updated" line of legal texts. */
  updated?: string;
  sections: readonly ArticleSection[];
}
