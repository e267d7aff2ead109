import { CONTACT_MESSAGE_MAX_LENGTH } from '@contracts/limits';
import { ContactMessageDto } from '@contracts/requests/contact.request';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/api-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextAreaField } from '../../../shared/ui/textarea-field';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { publicApi } from '../api/public-api';

/** How long a failed send stays in its error state before the form is back to idle (the reference's 3 s). */
export const CONTACT_ERROR_RESET_MS = 3000;

type RequestState = { status: 'idle' } | { status: 'sent'; message: string } | { status: 'error' };

const EMPTY = { name: '', email: '', message: '' };

/**
 * Get in Touch. A submit while sending is ignored; the fields are checked first; on success the
 * server's message shows and the form is cleared; on failure an error toast shows, and the request
 * state goes back to idle after 3 seconds.
 */
export function ContactForm() {
  const { register, errorOf, formState, submit, reset, control } = useApiForm(ContactMessageDto, { defaultValues: EMPTY });
  const [request, setRequest] = useState<RequestState>({ status: 'idle' });
  const message = useWatch({ control, name: 'message' }) ?? '';

  useEffect(() => {
    if (request.status !== 'error') return;
    const timer = window.setTimeout(() => setRequest({ status: 'idle' }), CONTACT_ERROR_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [request]);

  const onSubmit = submit(async (body) => {
    try {
      const res = await publicApi.contact(body);
      reset(EMPTY);
      setRequest({ status: 'sent', message: res.message });
    } catch (error) {
      toast.error(errorMessage(error));
      setRequest({ status: 'error' });
      throw error;
    }
  });

  const field = (name: keyof typeof EMPTY) => ({
    ...register(name, { onChange: () => setRequest((r) => (r.status === 'sent' ? { status: 'idle' } : r)) }),
    error: errorOf(name),
    testId: `contact-${name}`,
  });
  const state = formState.isSubmitting ? 'sending' : request.status;

  return (
    <form className="form contact-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="contact-form" data-state={state}>
      <div className="form__grid">
        <TextField label="Name" autoComplete="name" maxLength={100} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextAreaField label="Message" rows={6} maxLength={CONTACT_MESSAGE_MAX_LENGTH} {...field('message')} />
      <p className="field__hint contact-form__count" aria-live="off">
        {message.length.toLocaleString('en-US')} / {CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters
      </p>
      {state === 'sent' && request.status === 'sent' && (
        <Alert tone="success" testId="contact-success">
          {request.message}
        </Alert>
      )}
      <Button type="submit" loading={formState.isSubmitting} testId="contact-submit" className="contact-form__submit">
        {state === 'error' ? 'Not sent, try again' : 'Send'}
      </Button>
    </form>
  );
}
