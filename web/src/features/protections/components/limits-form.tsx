import { LIMIT_NAMES, type AccountLimitsDto, type LimitName } from '@contracts/protections';
import { UpdateLimitsDto } from '@contracts/requests/limits.request';
import { useEffect, useMemo, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { constraintMessage, fieldErrorText } from '../../../shared/forms/field-error-text';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toast/toast';
import { useSubmitError } from '../../account/hooks/use-submit-error';
import { useSaveLimits } from '../hooks/use-account-limits';
import { limitChanges, limitValuesOf, typedLimit } from '../lib/limits-form';
import { COUNT_LIMITS_TITLE, limitName, LIMITS_NOTE, MONEY_SECTIONS } from '../lib/limits-text';
import { LimitField } from './limit-field';

const COUNT_NAMES = ['max_open_positions', 'session_minutes', 'reality_check_minutes'] as const satisfies readonly LimitName[];

/**
 * Every limit in one form, checked by the API's own request class (UpdateLimitsDto): the values in
 * force, and one Save that sends only the limits that changed. The API's field errors land under
 * their fields; the form follows the limits in force until the client types.
 */
export function LimitsForm({ limits }: { limits: AccountLimitsDto }) {
  const save = useSaveLimits();
  const inForce = useMemo(() => limitValuesOf(limits), [limits]);
  const form = useApiForm(UpdateLimitsDto, { defaultValues: inForce });
  const { reset, formState } = form;
  const [unchanged, setUnchanged] = useState(false);
  const submitError = useSubmitError(form, save, LIMIT_NAMES);

  useEffect(() => {
    if (!formState.isDirty) reset(inForce);
  }, [inForce, formState.isDirty, reset]);

  const onSubmit = form.submit(async (values) => {
    const changes = limitChanges(inForce, values);
    if (Object.keys(changes).length === 0) return setUnchanged(true);
    const answer = await save.mutateAsync(changes);
    toast.success(answer.message || 'Limits saved');
    reset(limitValuesOf(answer.data));
  });

  /** "Loss limit per day must be at least 1": the request class's words after the limit's own name. */
  const errorOf = (name: LimitName): string | undefined => {
    const error = (formState.errors as Partial<Record<string, FieldError>>)[name];
    const message = error && constraintMessage(error.types, error.message);
    return message ? fieldErrorText(limitName(name), message) : undefined;
  };

  const fieldOf = (name: LimitName) => (
    <LimitField
      key={name}
      name={name}
      limits={limits}
      input={form.register(name, { setValueAs: typedLimit, onChange: () => setUnchanged(false) })}
      error={errorOf(name)}
    />
  );

  return (
    <form className="limits-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="limits-form">
      {MONEY_SECTIONS.map((section) => (
        <fieldset key={section.id} className="card limits-card" data-testid={`limits-${section.id}`}>
          <legend className="limits-card__title">{section.title}</legend>
          <p className="limits-card__intro muted">{section.intro}</p>
          <div className="limits-card__fields">{section.names.map(fieldOf)}</div>
        </fieldset>
      ))}
      <fieldset className="card limits-card" data-testid="limits-trading">
        <legend className="limits-card__title">{COUNT_LIMITS_TITLE}</legend>
        <p className="limits-card__intro muted">Real-money positions open at once, how long a session may last, and how often a reality check pauses it.</p>
        <div className="limits-card__fields">{COUNT_NAMES.map(fieldOf)}</div>
      </fieldset>
      <div className="card limits-save">
        <p className="limits-save__note" data-testid="limits-note">
          {LIMITS_NOTE}
        </p>
        <Button type="submit" loading={formState.isSubmitting} className="limits-save__button" testId="limits-save">
          Save limits
        </Button>
        {unchanged && (
          <div className="limits-save__message">
            <Alert tone="info" testId="limits-unchanged">
              No limit has changed.
            </Alert>
          </div>
        )}
        {submitError && (
          <div className="limits-save__message">
            <Alert testId="limits-error">{submitError}</Alert>
          </div>
        )}
      </div>
    </form>
  );
}
