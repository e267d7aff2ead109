import type { ReactNode } from 'react';

interface MethodTileProps {
  title: string;
  description: string;
  mark: ReactNode;
  onClick: () => void;
  testId: string;
}

/** A payment method to pick: a large button opening its form. */
export function MethodTile({ title, description, mark, onClick, testId }: MethodTileProps) {
  return (
    <button type="button" className="card method-tile" onClick={onClick} data-testid={testId}>
      <span className="method-tile__mark" aria-hidden="true">
        {mark}
      </span>
      <span className="method-tile__title">{title}</span>
      <span className="method-tile__text muted">{description}</span>
    </button>
  );
}
