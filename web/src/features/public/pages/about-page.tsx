import { ABOUT } from '../content/about';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { NumberedPoint } from '../components/numbered-point';

export function AboutPage() {
  return (
    <>
      <PageHero title={ABOUT.title} lead={ABOUT.lead} />
      <div className="public-section public-section--narrow article">
        {ABOUT.story.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <section className="public-section" aria-labelledby="claims-title">
        <h2 id="claims-title" className="section-head__title">
          {ABOUT.claimsHeading}
        </h2>
        <div className="tile-grid tile-grid--4">
          {ABOUT.claims.map((c) => (
            <article key={c.title} className="card feature">
              <h3 className="feature__title">{c.title}</h3>
              <p className="muted">{c.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="public-section" aria-labelledby="explanations-title">
        <h2 id="explanations-title" className="section-head__title">
          {ABOUT.explanationsHeading}
        </h2>
        <div className="tile-grid tile-grid--3">
          {ABOUT.explanations.map((e, i) => (
            <NumberedPoint key={e.title} as="article" number={String(i + 1)} {...e} className="card feature" titleClassName="feature__title" />
          ))}
        </div>
      </section>
      <div className="public-section">
        <CtaBand />
      </div>
    </>
  );
}
