import type { Plan } from '@contracts/plans';
import { Button } from '../../../shared/ui/button';
import { planButtonLabel, type PlanAction } from '../lib/plan-actions';
import { PlanTile } from './plan-tile';

/** One plan with the reference's button for this user: Request Plan, Active, Requested, Below your plan (the reference's Nil, disabled), Request Upgrade. */
export function PlanCard({ plan, action, onChoose }: { plan: Plan; action: PlanAction; onChoose: () => void }) {
  return (
    <PlanTile plan={plan} block="plan-card" modifier={action.button.toLowerCase().replace(' ', '-')}>
      <Button
        variant={action.kind ? 'primary' : 'secondary'}
        block
        disabled={!action.kind}
        onClick={onChoose}
        testId="plan-button"
        data-button={action.button}
        aria-label={action.kind ? `${action.button}: ${plan.name}` : undefined}
      >
        {planButtonLabel(action.button)}
      </Button>
    </PlanTile>
  );
}
