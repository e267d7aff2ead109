import { isStaff } from '@contracts/account';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { useRefetchUserOnReturn } from '../../account/hooks/use-refetch-on-return';
import { readChecklistDismissal, writeChecklistDismissal } from '../../account/lib/checklist-dismissal';
import { accountSteps, allDone, stepsSummary, type AccountStep, type StepState } from '../../account/lib/account-steps';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useResendVerification } from '../../auth/hooks/use-resend-verification';

const STATE_TEXT: Record<StepState, string> = { todo: 'to do', waiting: 'in progress', done: 'done', later: 'not yet' };
const ACTION_TEXT: Partial<Record<AccountStep['key'], string>> = { profile: 'Complete profile', upload: 'Upload ID', review: 'See status' };

/**
 * After sign-in, above every /user page: what the account still needs (confirm the e-mail with Send
 * Link, complete the profile, upload an ID, its review and reason). One line ("2 steps left: Confirm
 * e-mail · Upload ID") that opens the list; hidden for the session on request; gone when nothing is left.
 * The user query keeps it live (a decision on the ID patches it: useAccountLiveEvents).
 */
export function AccountChecklist() {
  const user = useCurrentUser().data;
  useRefetchUserOnReturn(Boolean(user && !user.email_verified));
  const resend = useResendVerification();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(readChecklistDismissal);
  const listId = useId();

  if (!user || isStaff(user.roles)) return null;
  const steps = accountSteps(user);
  const summary = stepsSummary(steps);
  if (allDone(steps) || !summary || dismissed === summary) return null;

  const dismiss = () => {
    writeChecklistDismissal(summary);
    setDismissed(summary);
  };

  return (
    <section className={`checklist${open ? ' checklist--open' : ''}`} aria-label="Account setup" data-testid="account-checklist">
      <div className="checklist__bar">
        <button
          type="button"
          className="checklist__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          data-testid="checklist-toggle"
        >
          <Icon name="shield" size={18} />
          <span className="checklist__summary" data-testid="checklist-summary">
            {summary}
          </span>
          <span className="checklist__chevron">
            <Icon name="chevron" size={18} />
          </span>
        </button>
        <button
          type="button"
          className="checklist__dismiss"
          aria-label="Hide for this session"
          title="Hide for this session"
          onClick={dismiss}
          data-testid="checklist-dismiss"
        >
          <Icon name="close" size={18} />
        </button>
      </div>
      {open && (
        <ol id={listId} className="checklist__steps">
          {steps.map((step, i) => (
            <li key={step.key} className={`checklist__step checklist__step--${step.state}`} data-testid={`checklist-step-${step.key}`} data-state={step.state}>
              <span className="checklist__mark" aria-hidden="true">
                {step.state === 'done' ? '✓' : step.state === 'waiting' ? '…' : i + 1}
              </span>
              <div className="checklist__text">
                <p className="checklist__title">
                  {step.title}
                  <span className="visually-hidden"> ({STATE_TEXT[step.state]})</span>
                </p>
                <p className="checklist__detail">{step.detail}</p>
              </div>
              {step.key === 'email' && step.state === 'todo' ? (
                <Button
                  variant="secondary"
                  className="checklist__action"
                  loading={resend.running}
                  onClick={() => void resend.run()}
                  testId="checklist-send-link"
                >
                  Send Link
                </Button>
              ) : (
                step.to &&
                (step.state === 'todo' || step.state === 'waiting') &&
                !(step.key === 'review' && step.state === 'todo') && (
                  <Link className="btn btn--secondary checklist__action" to={step.to} onClick={() => setOpen(false)} data-testid={`checklist-go-${step.key}`}>
                    {ACTION_TEXT[step.key]}
                  </Link>
                )
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
