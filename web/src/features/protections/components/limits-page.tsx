import './limits-page.css';
import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { useAccountLimits } from '../hooks/use-account-limits';
import { LimitsForm } from './limits-form';
import { TakeABreak } from './take-a-break';

/** /user/limits: the limits the client binds themselves with, and a break from real-money trading. */
export function LimitsPage() {
  const limits = useAccountLimits();
  return (
    <section className="page page--narrow limits">
      <header className="page__header">
        <h1 className="page__title">Limits</h1>
      </header>
      {limits.isPending ? (
        <LoadingBlock label="Loading your limits" />
      ) : limits.isError ? (
        <Alert testId="limits-load-error">{errorMessage(limits.error)}</Alert>
      ) : (
        <>
          <LimitsForm limits={limits.data} />
          <TakeABreak exclusion={limits.data.exclusion} />
        </>
      )}
    </section>
  );
}
