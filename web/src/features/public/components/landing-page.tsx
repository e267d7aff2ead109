import { Link } from 'react-router';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

const FEATURES = [
  { title: 'Demo account', text: 'Every account starts with 10,000 virtual dollars. Learn the platform and test ideas without risking real money.' },
  { title: 'Crypto and currencies', text: 'Trade BTC, ETH, BCH, LTC, XRP and more, plus the major currency pairs, from one screen.' },
  { title: 'Clear payouts', text: 'Pick a payout option before you trade and see exactly what a winning trade returns.' },
  { title: 'Live results', text: 'Watch prices move in real time and see each trade settle the moment it expires.' },
];

/** The public home page (the full public site arrives in a later release). */
export function LandingPage() {
  return (
    <div className="public">
      <PublicHeader />
      <main>
        <section className="hero">
          <div className="hero__text">
            <p className="hero__eyebrow">Cryptocurrencies · Currency pairs · Demo and live</p>
            <h1 className="hero__title">Trade With Confidence</h1>
            <p className="hero__lead">
              Choose an instrument, a direction and an expiry. Follow the price live and see your result the second your trade ends.
            </p>
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
              <path d="M0 150 L30 132 L60 140 L90 110 L120 118 L150 86 L180 96 L210 60 L240 72 L270 40 L300 48 L320 30 L320 180 L0 180 Z" fill="url(#hero-fill)" />
              <path d="M0 150 L30 132 L60 140 L90 110 L120 118 L150 86 L180 96 L210 60 L240 72 L270 40 L300 48 L320 30" fill="none" stroke="#22c55e" strokeWidth="3" />
            </svg>
          </div>
        </section>
        <section className="features" aria-label="Why trade with us">
          {FEATURES.map((f) => (
            <article key={f.title} className="card feature">
              <h2 className="feature__title">{f.title}</h2>
              <p className="muted">{f.text}</p>
            </article>
          ))}
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}
