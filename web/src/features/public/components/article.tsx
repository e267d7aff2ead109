import { useId } from 'react';
import type { ArticleBlock, ArticleItem, ArticleSection } from '../content/article';

/** Long texts (legal pages, coin guides) from their content files: sections with h2, subsections with h3. */
export function Article({ sections }: { sections: readonly ArticleSection[] }) {
  return (
    <div className="article">
      {sections.map((section) => (
        <ArticleSectionView key={section.heading} section={section} level={2} />
      ))}
    </div>
  );
}

function ArticleSectionView({ section, level }: { section: ArticleSection; level: 2 | 3 }) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`article__section article__section--${level}`} aria-labelledby={id} id={section.id}>
      <Heading id={id} className="article__heading">
        {section.heading}
      </Heading>
      {section.body?.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      {section.subsections?.map((sub) => (
        <ArticleSectionView key={sub.heading} section={sub} level={3} />
      ))}
    </section>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('code' in block)
    return (
      <pre className="article__code">
        <code>{block.code}</code>
      </pre>
    );
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className={`article__list ${block.ordered ? 'article__list--steps' : ''}`}>
      {block.items.map((item, i) => (
        <li key={i}>
          <Item item={item} />
        </li>
      ))}
    </List>
  );
}

function Item({ item }: { item: ArticleItem }) {
  if (typeof item === 'string') return <>{item}</>;
  return (
    <>
      <strong className="article__term">{item.term}</strong> {item.text}
    </>
  );
}
