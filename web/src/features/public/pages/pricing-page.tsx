import { useNavigate } from 'react-router';
import { PLANS, type Plan } from '@contracts/plans';
import { PlanTile } from '../../plans/components/plan-tile';
import { usePlanCatalogue } from '../../plans/hooks/use-plan-catalogue';
import { appStore, useIsSignedIn } from '../../../shared/store/app-store';
import { PageHero } from '../components/page-hero';
import { useOpenLogin } from '../hooks/login-modal-context';

/** Where Purchase leads: the plans screen of the signed-in area. */
export const PLAN_ROUTE = '/user/plan';

/**
 * The four plans of the catalogue. Purchase goes to the plans screen when signed in; otherwise that
 * screen becomes the after-login target and the login modal opens.
 */
export function PricingPage() {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const openLogin = useOpenLogin();
  const plans = usePlanCatalogue().data ?? PLANS;

  const purchase = () => {
    if (signedIn) {
      void navigate(PLAN_ROUTE);
      return;
    }
    appStore.get().setRedirectRoute(PLAN_ROUTE);
    openLogin();
  };

  return (
    <>
      <PageHero
        title="Trading Plans"
        lead="Four plans for regular traders. Each raises the number of trades you can place a day; every plan trades the same instruments at the same prices."
      />
      <section className="public-section" aria-label="Plans">
        <ul className="plans" data-testid="plans">
          {plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} onPurchase={purchase} />
          ))}
        </ul>
        <div className="plans__notes muted">
          <p>
            Plans are requested from your account in live mode. Your first plan is set at once; an upgrade to a higher plan is reviewed by our team before it
            applies.
          </p>
          <p>
            A plan sets how many trades its automated trader may place a day. It changes nothing of the odds of a trade: every trade, automated or not, can
            still be lost.
          </p>
        </div>
      </section>
    </>
  );
}

function PlanCard({ plan, onPurchase }: { plan: Plan; onPurchase: () => void }) {
  return (
    <PlanTile plan={plan} block="plan">
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={onPurchase}
        aria-label={`Purchase the ${plan.name} plan`}
        data-testid={`purchase-${plan.name.toLowerCase()}`}
      >
        Purchase
      </button>
    </PlanTile>
  );
}
