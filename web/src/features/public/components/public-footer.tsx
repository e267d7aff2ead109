import { BRAND_NAME } from '../../../shared/brand';

export function PublicFooter() {
  return (
    <footer className="public-footer">
      <p className="public-footer__risk">
        <strong>Risk warning:</strong> trading fixed-time contracts on cryptocurrencies and currency pairs carries a high level of risk. You can lose the whole
        stake of a trade. Practise in demo mode first and only trade money you can afford to lose.
      </p>
      <p className="muted">
        © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
