import { itemFacts } from '../lib/item-facts';
import type { StaffItem } from '../lib/item-kind';

/** The item's facts as a definition list. */
export function ItemFactsCard({ item }: { item: StaffItem }) {
  return (
    <section className="card panel" aria-labelledby="bo-facts-title">
      <h2 id="bo-facts-title" className="panel__title">
        Details
      </h2>
      <dl className="bo-facts" data-testid="bo-facts">
        {itemFacts(item).map((fact) => (
          <div key={fact.label} className="bo-facts__row">
            <dt>{fact.label}</dt>
            <dd>
              <span className={fact.mono ? 'mono bo-facts__mono' : undefined}>{fact.value}</span>
              {fact.link && (
                <a className="bo-facts__link" href={fact.link.href} target="_blank" rel="noopener noreferrer">
                  {fact.link.text}
                </a>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
