import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@contracts/limits';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { TextAreaField } from '../../../shared/ui/textarea-field';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { hasErrors, serverFieldErrors, type FieldErrors } from '../../auth/validation/rules';
import { publicApi } from '../api/public-api';
import { CONTACT_LABELS, validateContact, type ContactField, type ContactValues } from '../validation/contact-form';

/** How long a failed send stays in its error state before the form is back to idle (the reference's 3 s). */
export const CONTACT_ERROR_RESET_MS = 3000;

type RequestState = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; message: string } | { status: 'error' };

const EMPTY: ContactValues = { name: '', email: '', message: '' };

/**
 * Get in Touch. A submit while sending is ignored; the fields are checked first; on success the
 * server's message shows and the form is cleared; on failure an error toast shows, and the request
 * state goes back to idle after 3 seconds.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [request, setRequest] = useState<RequestState>({ status: 'idle' });
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (request.status !== 'error') return;
    const timer = window.setTimeout(() => setRequest({ status: 'idle' }), CONTACT_ERROR_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [request]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = validateContact(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form.current);
    sending.current = true;
    setRequest({ status: 'sending' });
    try {
      const res = await publicApi.contact({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
      setValues(EMPTY);
      setRequest({ status: 'sent', message: res.message });
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(serverFieldErrors(error.fieldErrors, CONTACT_LABELS));
      toast.error(errorMessage(error));
      setRequest({ status: 'error' });
    } finally {
      sending.current = false;
    }
  };

  const change = (field: ContactField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (request.status === 'sent') setRequest({ status: 'idle' });
  };

  return (
    <form ref={form} className="form contact-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="contact-form" data-state={request.status}>
      <div className="form__grid">
        <TextField label="Name" autoComplete="name" value={values.name} onChange={change('name')} error={errors.name} maxLength={100} testId="contact-name" />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          testId="contact-email"
        />
      </div>
      <TextAreaField
        label="Message"
        rows={6}
        value={values.message}
        onChange={change('message')}
        error={errors.message}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        testId="contact-message"
      />
      <p className="field__hint contact-form__count" aria-live="off">
        {values.message.length.toLocaleString('en-US')} / {CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters
      </p>
      {request.status === 'sent' && (
        <Alert tone="success" testId="contact-success">
          {request.message}
        </Alert>
      )}
      <Button type="submit" loading={request.status === 'sending'} testId="contact-submit" className="contact-form__submit">
        {request.status === 'error' ? 'Not sent, try again' : 'Send'}
      </Button>
    </form>
  );
}
