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
            <dd className={fact.mono ? 'mono bo-facts__mono' : undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
