import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { useNow } from '../../../../shared/hooks/use-now';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { assigneeText, FLAG_LABELS, slaText } from '../../lib/case-labels';
import { useClaim } from '../hooks/use-case-actions';
import { claimActionOf } from '../lib/case-view';
import { createdAtOf, isWaiting, reviewStateOf, type StaffItem } from '../lib/item-kind';
import { TakeOverDialog } from './take-over-dialog';

/** The SLA badge's age moves on while the page is open. */
const AGE_TICK_MS = 30_000;

/**
 * The item as a case, above everything else: who works it, its SLA state and age, its flags, and the
 * reader's claim button (Claim, Release when it is theirs, Take over, with a reason, when it is another's).
 */
export function CaseBar({ item, itemId, me }: { item: StaffItem; itemId: string; me: string | undefined }) {
  const waiting = isWaiting(reviewStateOf(item));
  const now = useNow(waiting, AGE_TICK_MS);
  const claim = useClaim(item.kind, itemId);
  const [takingOver, setTakingOver] = useState(false);
  const action = claimActionOf(item, me);
  const { assignee, sla, flags } = item.data;

  return (
    <section className="card bo-case" aria-label="Case" data-testid="bo-case">
      <div className="bo-case__facts">
        <span className={`bo-case__assignee ${assignee ? 'bo-case__assignee--held' : ''}`} data-testid="bo-assignee">
          {assigneeText(assignee, me)}
        </span>
        {waiting && (
          <span className={`bo-sla bo-sla--${sla}`} data-testid="bo-sla">
            {slaText(sla, createdAtOf(item), now)}
          </span>
        )}
        {flags.map((flag) => (
          <span key={flag} className="bo-flag" data-testid={`bo-flag-${flag}`}>
            {FLAG_LABELS[flag]}
          </span>
        ))}
      </div>
      {action && (
        <div className="bo-case__actions">
          {action === 'claim' && (
            <Button variant="primary" loading={claim.isPending} onClick={() => claim.mutate({ action })} testId="bo-claim">
              Claim
            </Button>
          )}
          {action === 'release' && (
            <Button variant="secondary" loading={claim.isPending} onClick={() => claim.mutate({ action })} testId="bo-release">
              Release
            </Button>
          )}
          {action === 'take-over' && (
            <Button
              variant="secondary"
              onClick={() => {
                claim.reset();
                setTakingOver(true);
              }}
              testId="bo-take-over"
            >
              Take over
            </Button>
          )}
        </div>
      )}
      {claim.isError && !takingOver && (
        <div className="bo-case__error">
          <Alert testId="bo-claim-error">{errorMessage(claim.error)}</Alert>
        </div>
      )}
      <TakeOverDialog
        open={takingOver}
        holder={assignee?.email ?? null}
        onClose={() => {
          claim.reset();
          setTakingOver(false);
        }}
        send={async (reason) => {
          await claim.mutateAsync({ action: 'take-over', reason });
          setTakingOver(false);
        }}
      />
    </section>
  );
}
