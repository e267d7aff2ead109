import type { TimelineEntry } from '@contracts/cases';
import { timelineLine } from '../lib/case-view';
import { formatWhen } from '../lib/item-facts';
import type { ReviewKind } from '../lib/item-kind';

/** The item's story, oldest first: its creation, every claim, release, take-over, note and decision (who, when, what, from → to). */
export function TimelinePanel({ entries, kind }: { entries: TimelineEntry[]; kind: ReviewKind }) {
  return (
    <section className="card panel bo-timeline" aria-labelledby="bo-timeline-title">
      <h2 id="bo-timeline-title" className="panel__title">
        Timeline
      </h2>
      <ol className="bo-timeline__list" data-testid="bo-timeline">
        {entries.map((entry, i) => {
          const line = timelineLine(entry, kind);
          return (
            <li key={`${entry.at}-${i}`} className={`bo-timeline__entry bo-timeline__entry--${entry.event.replace(' ', '-')}`}>
              <p className="bo-timeline__head">
                <strong>{line.label}</strong>
                {line.who && <span> · {line.who}</span>}
                <time className="muted" dateTime={entry.at}>
                  {' '}
                  · {formatWhen(entry.at)}
                </time>
              </p>
              {line.change && <p className="bo-timeline__change">{line.change}</p>}
              {line.text && <p className="bo-timeline__text">{line.text}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
