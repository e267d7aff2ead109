import type { ExclusionDto, ExclusionKind } from '@contracts/protections';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { exclusionInForceText } from '../lib/limits-text';
import { BREAK_TITLES, SELF_EXCLUSION_CHOICES, TIME_OUT_CHOICES, type BreakChoice } from '../lib/take-a-break';
import { BreakConfirmDialog } from './break-confirm-dialog';

const CHOICES: Record<ExclusionKind, readonly BreakChoice[]> = { time_out: TIME_OUT_CHOICES, self_exclusion: SELF_EXCLUSION_CHOICES };

const INTROS: Record<ExclusionKind, string> = {
  time_out: 'A short break: from 1 day to 6 weeks.',
  self_exclusion: 'A long break: from 6 months to 5 years.',
};

/**
 * A break from real-money trading: a time-out or a self-exclusion, each confirmed twice. While one is
 * in force the section says until when instead (nobody can end it early).
 */
export function TakeABreak({ exclusion }: { exclusion: ExclusionDto | null }) {
  const [amounts, setAmounts] = useState<Record<ExclusionKind, number>>({
    time_out: TIME_OUT_CHOICES[0].amount,
    self_exclusion: SELF_EXCLUSION_CHOICES[0].amount,
  });
  const [confirming, setConfirming] = useState<ExclusionKind | null>(null);
  const [shown, setShown] = useState<ExclusionKind>('time_out');
  const choiceOf = (kind: ExclusionKind) => CHOICES[kind].find((c) => c.amount === amounts[kind]) ?? CHOICES[kind][0];
  const open = (kind: ExclusionKind) => {
    setShown(kind);
    setConfirming(kind);
  };

  return (
    <section className="card limits-card limits-break" aria-labelledby="break-title" data-testid="take-a-break">
      <h2 id="break-title" className="limits-card__title">
        Take a break
      </h2>
      {exclusion ? (
        <div className="limits-break__in-force" data-testid="exclusion-in-force">
          <p>
            <strong>{exclusionInForceText(exclusion)}</strong>
          </p>
          <p className="muted">Real-money trading, deposits and plan purchases are paused until then; nobody can lift it early. Demo trading is available.</p>
        </div>
      ) : (
        <>
          <p className="limits-card__intro muted">
            Pause real-money trading, deposits and plan purchases. Once started, a break cannot be ended early by anyone.
          </p>
          <div className="limits-break__options">
            {(['time_out', 'self_exclusion'] as const).map((kind) => (
              <div key={kind} className="limits-break__option">
                <h3 className="limits-break__title">{kind === 'time_out' ? 'Time-out' : 'Self-exclusion'}</h3>
                <p className="muted">{INTROS[kind]}</p>
                <SelectField
                  label={kind === 'time_out' ? 'Time-out length' : 'Self-exclusion length'}
                  value={amounts[kind]}
                  onChange={(e) => setAmounts((a) => ({ ...a, [kind]: Number(e.target.value) }))}
                  testId={`${kind === 'time_out' ? 'time-out' : 'self-exclusion'}-length`}
                >
                  {CHOICES[kind].map((c) => (
                    <option key={c.amount} value={c.amount}>
                      {c.label}
                    </option>
                  ))}
                </SelectField>
                <Button variant="secondary" onClick={() => open(kind)} testId={`${kind === 'time_out' ? 'time-out' : 'self-exclusion'}-start`}>
                  {BREAK_TITLES[kind]}
                </Button>
              </div>
            ))}
          </div>
        </>
      )}
      <BreakConfirmDialog kind={shown} choice={choiceOf(shown)} open={confirming !== null} onClose={() => setConfirming(null)} />
    </section>
  );
}
