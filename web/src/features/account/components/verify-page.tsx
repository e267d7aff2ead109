import { useRef, useState, type FormEvent } from 'react';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { useSingleFlight } from '../../../shared/hooks/use-single-flight';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast/toast';
import { ID_DOCUMENT_LABELS, validateIdDocument, type IdDocumentField } from '../../auth/validation/id-document-form';
import { hasErrors, MAX_ID_FILE_SIZE, serverFieldErrors, type FieldErrors } from '../../auth/validation/rules';
import type { VerificationRecord } from '../api/account-api';
import { useSubmitVerification, useVerification } from '../hooks/use-verification';
import { isIdMethod } from '../lib/id-methods';
import { IdDocumentFields } from './id-document-fields';
import { VerificationStatusCard } from './verification-status-card';

/** A new document may be sent when there is none yet, or when the last one was rejected. */
export const canUpload = (record: VerificationRecord | null): boolean => !record || record.status === 'Rejected';

/** /user/verify: the latest government ID record with its preview, and the upload form. */
export function VerifyPage() {
  const verification = useVerification();
  return (
    <section className="page page--narrow">
      <header className="page__header">
        <h1 className="page__title">KYC Verification</h1>
      </header>
      {verification.isPending ? (
        <LoadingBlock />
      ) : verification.isError ? (
        <Alert testId="kyc-load-error">{errorMessage(verification.error)}</Alert>
      ) : (
        <>
          <VerificationStatusCard record={verification.data} />
          <UploadCard allowed={canUpload(verification.data)} record={verification.data} />
        </>
      )}
    </section>
  );
}

function UploadCard({ allowed, record }: { allowed: boolean; record: VerificationRecord | null }) {
  const [method, setMethod] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<IdDocumentField>>({});
  const form = useRef<HTMLFormElement>(null);
  const upload = useSubmitVerification();

  const { run: submit, running } = useSingleFlight(async () => {
    if (!allowed) return;
    const found = validateIdDocument({ method, id_file: file });
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form.current);
    if (!file || !isIdMethod(method)) return;
    await upload.mutateAsync({ method, file }).then(
      (res) => {
        toast.success(res.message);
        setMethod('');
        setFile(null);
        setResetKey((k) => k + 1);
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
  const title = record?.status === 'Rejected' ? 'Upload a new document' : 'Upload a government ID';

  return (
    <div className="card profile-card">
      <h2 className="panel__title">{title}</h2>
      {!allowed && (
        <p className="muted kyc-locked" data-testid="kyc-locked">
          {record?.status === 'Approved'
            ? 'Your identity is verified. There is nothing more to upload.'
            : 'Your document is being reviewed. You can upload a new one only if it is rejected.'}
        </p>
      )}
      <form ref={form} className="form" onSubmit={onSubmit} noValidate>
        <IdDocumentFields
          method={method}
          onMethod={setMethod}
          onFile={(f) => {
            setFile(f);
            if (f) setTooLarge(false);
          }}
          onTooLarge={() => setTooLarge(true)}
          errors={errors}
          testIdPrefix="kyc"
          disabled={!allowed}
          resetKey={resetKey}
        />
        {tooLarge && <Alert testId="kyc-file-error">{MAX_ID_FILE_SIZE}</Alert>}
        <div className="form__actions">
          <Button type="submit" loading={running} disabled={!allowed} testId="kyc-submit">
            Upload Document
          </Button>
        </div>
        {upload.isError && <Alert testId="kyc-error">{errorMessage(upload.error)}</Alert>}
      </form>
    </div>
  );
}
