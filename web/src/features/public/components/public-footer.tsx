import { Link } from 'react-router';
import { BRAND_NAME, SUPPORT_EMAIL } from '../../../shared/brand';
import { SimulatedNote } from './simulated-note';

const QUICK_LINKS = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Trading Plans', to: '/pricing' },
  { label: 'Financial Instruments', to: '/financial-instruments' },
  { label: 'Live Payouts', to: '/live-payouts' },
  { label: 'Verify a Trade', to: '/verify' },
  { label: 'Open an account', to: '/auth/signup' },
];

const LEGAL = [
  { label: 'Terms Of Use', to: '/legal' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'AML and KYC Policy', to: '/aml-policy' },
  { label: 'Payment Policy', to: '/payment-policy' },
  { label: 'Risk Disclosure', to: '/risk-disclosure' },
];

/** Risk warning, support contact, quick links and the copyright with the current year. */
export function PublicFooter() {
  return (
    <footer className="public-footer" data-testid="public-footer">
      <div className="public-footer__grid">
        <div className="public-footer__about">
          <Link to="/" className="brand">
            <span className="brand__mark" aria-hidden="true" />
            {BRAND_NAME}
          </Link>
          <p className="public-footer__risk" data-testid="risk-warning">
            <strong>Risk warning:</strong> trading fixed-time contracts on cryptocurrencies and currency pairs carries a high level of risk. You can lose the
            whole stake of a trade. Practise in demo mode first and only trade money you can afford to lose. Read the{' '}
            <Link to="/risk-disclosure">Risk Disclosure</Link>.
          </p>
        </div>
        <FooterLinks title="Quick links" links={QUICK_LINKS} />
        <FooterLinks title="Legal" links={LEGAL} />
        <div className="public-footer__col">
          <h2 className="public-footer__title">Support</h2>
          <ul className="public-footer__links">
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} data-testid="support-email">
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li>
              <Link to="/contact-us">Contact form</Link>
            </li>
            <li className="muted">Write to us any time; our support team answers by e-mail.</li>
          </ul>
        </div>
      </div>
      <div className="public-footer__bottom">
        <SimulatedNote />
        <p className="muted" data-testid="copyright">
          © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  return (
    <nav className="public-footer__col" aria-label={title}>
      <h2 className="public-footer__title">{title}</h2>
      <ul className="public-footer__links">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
