import { Link } from 'react-router';
import { BRAND_NAME } from '../../../shared/brand';
import { FEATURE_TILES, PLATFORM, WHY, WHY_HEADING, type Tile } from '../content/home';
import { useDocumentTitle } from '../hooks/use-document-title';
import { CtaBand } from './cta-band';
import { NumberedPoint } from './numbered-point';

/** The public home page: hero, feature tiles, the platform, the eight reasons, a call to action. */
export function LandingPage() {
  useDocumentTitle(`${BRAND_NAME}: Trade With Confidence`);
  return (
    <>
      <section className="hero">
        <div className="hero__text">
          <p className="hero__eyebrow">Cryptocurrencies · Currency pairs · Demo and live</p>
          <h1 className="hero__title">Trade With Confidence</h1>
          <p className="hero__lead">Choose an instrument, a direction and an expiry. Follow the price live and see your result the second your trade ends.</p>
          <div className="hero__actions">
            <Link className="btn btn--primary btn--large" to="/user/home" data-testid="trade-now">
              Trade Now
            </Link>
            <Link className="btn btn--secondary btn--large" to="/auth/signup">
              Open a free account
            </Link>
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          <svg viewBox="0 0 320 180" className="hero__chart">
            <defs>
              <linearGradient id="hero-fill" x1="0" x2="0" y1="0" y2="1">
                <stop offset="0" stopColor="#22c55e" stopOpacity="0.35" />
                <stop offset="1" stopColor="#22c55e" stopOpacity="0" />
              </linearGradient>
            </defs>
            <path
              d="M0 150 L30 132 L60 140 L90 110 L120 118 L150 86 L180 96 L210 60 L240 72 L270 40 L300 48 L320 30 L320 180 L0 180 Z"
              fill="url(#hero-fill)"
            />
            <path
              d="M0 150 L30 132 L60 140 L90 110 L120 118 L150 86 L180 96 L210 60 L240 72 L270 40 L300 48 L320 30"
              fill="none"
              stroke="#22c55e"
              strokeWidth="3"
            />
          </svg>
        </div>
      </section>

      <section className="features" aria-label="Highlights">
        {FEATURE_TILES.map((f) => (
          <TileCard key={f.title} tile={f} />
        ))}
      </section>

      <section className="public-section platform" aria-labelledby="platform-title">
        <div className="section-head">
          <h2 id="platform-title" className="section-head__title">
            {PLATFORM.heading}
          </h2>
          <p className="section-head__text">{PLATFORM.text}</p>
        </div>
        <div className="tile-grid tile-grid--4">
          {PLATFORM.tiles.map((t) => (
            <TileCard key={t.title} tile={t} />
          ))}
        </div>
      </section>

      <section className="public-section" aria-labelledby="why-title">
        <div className="section-head">
          <h2 id="why-title" className="section-head__title">
            {WHY_HEADING}
          </h2>
        </div>
        <ol className="why-grid" data-testid="why-list">
          {WHY.map((w, i) => (
            <NumberedPoint key={w.title} as="li" number={String(i + 1).padStart(2, '0')} {...w} className="why" titleClassName="why__title" />
          ))}
        </ol>
      </section>

      <div className="public-section">
        <CtaBand />
      </div>
    </>
  );
}

function TileCard({ tile }: { tile: Tile }) {
  return (
    <article className="card feature">
      <h3 className="feature__title">{tile.title}</h3>
      <p className="muted">{tile.text}</p>
    </article>
  );
}
