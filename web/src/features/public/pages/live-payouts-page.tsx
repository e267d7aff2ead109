import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { PayoutList } from '../components/payout-list';
import { SimulatedNote } from '../components/simulated-note';

export function LivePayoutsPage() {
  return (
    <>
      <PageHero title="Live Payouts" lead="The latest winning trades on the platform, as they settle. New wins appear at the top without reloading the page." />
      <div className="public-section">
        <div className="live-payouts__intro muted">
          <p>
            To protect our clients’ privacy, each trader is shown by the first letter of their name only. The stake is what the trader put in; the payout is
            what the win paid back, stake included. Wins in demo mode, with virtual money, are marked <strong>Demo</strong>.
          </p>
          <p>
            Only wins are listed here, so this page is not a picture of how often trades are won. Read the <Link to="/risk-disclosure">Risk Disclosure</Link>{' '}
            before trading.
          </p>
        </div>
        <PayoutList />
        <SimulatedNote />
      </div>
    </>
  );
}
