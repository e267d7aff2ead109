import { Link } from 'react-router';
import { DEMO_STARTING_BALANCE } from '@contracts/money';

/** The closing call to action of the marketing pages: start in demo mode. */
export function CtaBand() {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div>
        <h2 id="cta-title" className="cta-band__title">
          Practise first, with virtual money
        </h2>
        <p className="muted">
          Every account comes with a demo balance of {DEMO_STARTING_BALANCE.toLocaleString('en-US')} virtual dollars. Switch to live trading only when you are
          ready.
        </p>
      </div>
      <div className="cta-band__actions">
        <Link className="btn btn--primary btn--large" to="/auth/signup">
          Open a free account
        </Link>
        <Link className="btn btn--secondary btn--large" to="/user/home">
          Trade Now
        </Link>
      </div>
    </section>
  );
}
