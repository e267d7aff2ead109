import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { useSingleFlight } from '../../../shared/hooks/use-single-flight';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { toast } from '../../../shared/ui/toast/toast';
import { IdDocumentFields } from '../../account/components/id-document-fields';
import { isIdMethod } from '../../account/lib/id-methods';
import { authApi } from '../api/auth-api';
import { ID_DOCUMENT_LABELS, validateIdDocument, type IdDocumentField } from '../validation/id-document-form';
import { hasErrors, serverFieldErrors, type FieldErrors } from '../validation/rules';
import { AuthLayout } from './auth-layout';
import { RequireQueryParam } from './require-query-param';

/** /auth/user-identification?session=… — registration step 3; without the session, login. */
export function UserIdentificationPage() {
  return <RequireQueryParam name="session">{(session) => <UserIdentificationForm session={session} />}</RequireQueryParam>;
}

function UserIdentificationForm({ session }: { session: string }) {
  const navigate = useNavigate();
  const [method, setMethod] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<IdDocumentField>>({});
  const form = useRef<HTMLFormElement>(null);
  const upload = useMutation({ mutationFn: authApi.submitIdentification });

  const { run: submit, running } = useSingleFlight(async () => {
    const found = validateIdDocument({ method, id_file: file });
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form.current);
    if (!file || !isIdMethod(method)) return;
    await upload.mutateAsync({ method, id_file: file, session }).then(
      (res) => {
        toast.success(res.message);
        void navigate('/auth/signin', { replace: true });
      },
      (error: unknown) => {
        if (error instanceof ApiRequestError) setErrors(serverFieldErrors(error.fieldErrors, ID_DOCUMENT_LABELS));
      },
    );
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <AuthLayout
      title="Verify Your Identity"
      subtitle="Step 3 of 3: upload a government ID. Our team reviews it, usually within a few business days."
      footer={
        <>
          Already done? <Link to="/auth/signin">Login</Link>
        </>
      }
    >
      <form ref={form} className="form" onSubmit={onSubmit} noValidate>
        <IdDocumentFields
          method={method}
          onMethod={setMethod}
          onFile={setFile}
          // As in the reference, a file over 5 MB is ignored here: nothing is kept, only logged.
          onTooLarge={(f) => console.warn(`ID file ignored: ${f.size} bytes is over the 5 MB limit`)}
          errors={errors}
          testIdPrefix="ui"
        />
        {upload.isError && <Alert testId="ui-error">{errorMessage(upload.error)}</Alert>}
        <Button type="submit" block loading={running} testId="ui-submit">
          Submit
        </Button>
      </form>
    </AuthLayout>
  );
}
