import { Link } from 'react-router';

interface PlaceholderPageProps {
  title: string;
  description: string;
}

/** Stand-in for a screen that a later release delivers. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      <div className="card placeholder">
        <p className="placeholder__badge">Coming soon</p>
        <p>{description}</p>
        <Link className="btn btn--secondary" to="/user/home">
          Back to Quick Trading
        </Link>
      </div>
    </section>
  );
}
