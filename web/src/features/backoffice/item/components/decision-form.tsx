import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../../shared/ui/button';

interface DecisionFormProps {
  title: string;
  /** What the decision will do, in words (the confirm step). */
  summary: string;
  confirmLabel: string;
  variant: 'buy' | 'sell' | 'primary';
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onCancel: () => void;
  children?: ReactNode;
}

/**
 * The frame of an approval or a rejection: its fields, the sentence of what will happen, Confirm and
 * Cancel. Focus moves into it when it opens (its first field, else Confirm); Escape cancels.
 */
export function DecisionForm({ title, summary, confirmLabel, variant, sending, onSubmit, onCancel, children }: DecisionFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const titleId = useId();
  useEffect(() => {
    const root = ref.current;
    (root?.querySelector<HTMLElement>('select, textarea, input') ?? root?.querySelector<HTMLElement>('button[type="submit"]'))?.focus();
  }, []);
  return (
    // Escape pressed in any of its fields or buttons (the keys bubble up to the form) cancels: Cancel is the keyboard's other way.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the form only catches its controls' bubbled keys
    <form
      ref={ref}
      className="bo-decision__form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || sending) return;
        e.preventDefault();
        e.stopPropagation();
        onCancel();
      }}
    >
      <h3 id={titleId} className="bo-decision__form-title">
        {title}
      </h3>
      {children}
      <p className="bo-decision__summary" data-testid="bo-summary">
        {summary}
      </p>
      <div className="bo-decision__actions">
        <Button type="submit" variant={variant} loading={sending} testId="bo-confirm">
          {confirmLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
      </div>
      <p className="muted bo-decision__hint">Esc cancels.</p>
    </form>
  );
}
