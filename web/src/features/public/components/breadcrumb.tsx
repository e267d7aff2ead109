import { Link } from 'react-router';

/** Home > page name, above a static page's title. */
export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb" data-testid="breadcrumb">
      <ol className="breadcrumb__list">
        <li className="breadcrumb__item">
          <Link to="/">Home</Link>
        </li>
        <li className="breadcrumb__item" aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
