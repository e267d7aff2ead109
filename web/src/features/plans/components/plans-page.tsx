import { useState } from 'react';
import { NO_PLAN, PLANS, type Plan } from '@contracts/plans';
import { Alert } from '../../../shared/ui/alert';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { usePlanCatalogue } from '../hooks/use-plan-catalogue';
import { usePlansLiveEvents } from '../hooks/use-plans-live-events';
import { planAction, requestStatus, type PlanAction } from '../lib/plan-actions';
import { AtsPanel } from './ats-panel';
import { PlanCard } from './plan-card';
import { PlanConfirmModal } from './plan-confirm-modal';
import './plans.css';

/** /user/plan: the four plans with this user's button on each, the latest upgrade request, and the automated trader. */
export function PlansPage() {
  usePlansLiveEvents();
  const user = useCurrentUser().data;
  const plans = usePlanCatalogue().data ?? PLANS;
  const [choice, setChoice] = useState<{ plan: Plan; action: PlanAction } | null>(null);
  const holder = { trading_plan: user?.trading_plan ?? NO_PLAN, plan_request: user?.plan_request ?? null };
  const status = requestStatus(holder.plan_request, holder.trading_plan);

  return (
    <section className="page plans-page">
      <header className="page__header">
        <h1 className="page__title">Trading Plans</h1>
        <span className="mode-chip mode-chip--real">Live account</span>
      </header>
      <p className="muted plans-page__intro">
        A plan sets how many trades its automated trader may place a day. Your first plan is charged at once from your real balance; an upgrade holds the
        difference until our staff approve it.
      </p>
      {status && (
        <Alert tone={status.tone} testId="plan-request-status">
          {status.text}
        </Alert>
      )}
      <ul className="plan-cards" data-testid="user-plans">
        {plans.map((plan) => {
          const action = planAction(plan, holder);
          return <PlanCard key={plan.id} plan={plan} action={action} onChoose={() => setChoice({ plan, action })} />;
        })}
      </ul>
      <AtsPanel hasPlan={holder.trading_plan !== NO_PLAN} />
      <PlanConfirmModal choice={choice} balance={user?.balance ?? 0} onClose={() => setChoice(null)} />
    </section>
  );
}
