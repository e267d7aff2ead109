import type { Plan } from '@contracts/plans';
import { formatUsd } from '../../../shared/format/money';
import { Button } from '../../../shared/ui/button';
import type { PlanAction } from '../lib/plan-actions';

/** One plan with the reference's button for this user: Request Plan, Active, Requested, Nil (disabled), Request Upgrade. */
export function PlanCard({ plan, action, onChoose }: { plan: Plan; action: PlanAction; onChoose: () => void }) {
  const state = action.button.toLowerCase().replace(' ', '-');
  return (
    <li className={`card plan-card ${plan.vip ? 'plan-card--vip' : ''} plan-card--${state}`} data-testid="plan-card" data-plan={plan.id}>
      <div className="plan-card__head">
        <h2 className="plan-card__name">{plan.name}</h2>
        {plan.vip && <span className="plan-card__badge">VIP</span>}
      </div>
      <p className="plan-card__price">{formatUsd(plan.price).replace(/\.00$/, '')}</p>
      <ul className="plan-card__features">
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <Button
        variant={action.kind ? 'primary' : 'secondary'}
        block
        disabled={!action.kind}
        onClick={onChoose}
        testId="plan-button"
        aria-label={action.kind ? `${action.button}: ${plan.name}` : undefined}
      >
        {action.button}
      </Button>
    </li>
  );
}
