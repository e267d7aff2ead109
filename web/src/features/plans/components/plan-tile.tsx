import type { ReactNode } from 'react';
import type { Plan } from '@contracts/plans';
import { formatUsd } from '../../../shared/format/money';

interface PlanTileProps {
  plan: Plan;
  /** Its CSS block: the pricing page's `plan`, the plans screen's `plan-card`. */
  block: 'plan' | 'plan-card';
  /** A modifier of the block (the plans screen's button state). */
  modifier?: string;
  /** What follows the features: the page's own button. */
  children: ReactNode;
}

/** One plan as a card, on the pricing page and the plans screen alike: its name (VIP badge), price and features. */
export function PlanTile({ plan, block, modifier, children }: PlanTileProps) {
  const classes = ['card', block, plan.vip && `${block}--vip`, modifier && `${block}--${modifier}`].filter(Boolean).join(' ');
  return (
    <li className={classes} data-testid="plan-card" data-plan={plan.id}>
      <div className={`${block}__head`}>
        <h2 className={`${block}__name`}>{plan.name}</h2>
        {plan.vip && <span className={`${block}__badge`}>VIP</span>}
      </div>
      <p className={`${block}__price`}>{formatUsd(plan.price).replace(/\.00$/, '')}</p>
      <ul className={`${block}__features`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {children}
    </li>
  );
}
