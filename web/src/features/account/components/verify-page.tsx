import { SubmitVerificationForm } from '@contracts/requests/verification.form';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast/toast';
import type { VerificationRecord } from '../api/account-api';
import { useSubmitError } from '../hooks/use-submit-error';
import { useSubmitVerification, useVerification } from '../hooks/use-verification';
import { uploadsAgain } from '../lib/account-steps';
import { IdDocumentFields } from './id-document-fields';
import { VerificationStatusCard } from './verification-status-card';

/** A new document may be sent when there is none yet, or when the last one was rejected or staff asked for a new copy. */
export const canUpload = (record: VerificationRecord | null): boolean => !record || uploadsAgain(record.status);

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

const EMPTY = { method: '' as SubmitVerificationForm['method'], id_file: null };

function UploadCard({ allowed, record }: { allowed: boolean; record: VerificationRecord | null }) {
  const [resetKey, setResetKey] = useState(0);
  const form = useApiForm(SubmitVerificationForm, { defaultValues: EMPTY });
  const upload = useSubmitVerification();
  const submitError = useSubmitError(form, upload);
  const onSubmit = form.submit(async ({ id_file, ...body }) => {
    if (!allowed) return;
    const res = await upload.mutateAsync({ body, file: id_file as File });
    toast.success(res.message);
    form.reset(EMPTY);
    setResetKey((k) => k + 1);
  });
  const title = record && uploadsAgain(record.status) ? 'Upload a new document' : 'Upload a government ID';

  return (
    <div className="card profile-card">
      <h2 className="panel__title">{title}</h2>
      {!allowed && (
        <p className="muted kyc-locked" data-testid="kyc-locked">
          {record?.status === 'Approved'
            ? 'Your identity is verified. There is nothing more to upload.'
            : 'Your document is being reviewed. You can upload a new one only if it is rejected or our team asks for a new copy.'}
        </p>
      )}
      <form className="form" onSubmit={(e) => (allowed ? void onSubmit(e) : e.preventDefault())} noValidate>
        <IdDocumentFields
          register={form.register}
          control={form.control}
          errorOf={form.errorOf}
          trigger={form.trigger}
          testIdPrefix="kyc"
          disabled={!allowed}
          resetKey={resetKey}
        />
        <div className="form__actions">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!allowed} testId="kyc-submit">
            Upload Document
          </Button>
        </div>
        {submitError && <Alert testId="kyc-error">{submitError}</Alert>}
      </form>
    </div>
  );
}
