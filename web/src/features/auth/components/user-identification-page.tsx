import { UserIdentificationForm } from '@contracts/requests/verification.form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toast/toast';
import { IdDocumentFields } from '../../account/components/id-document-fields';
import { useSubmitError } from '../../account/hooks/use-submit-error';
import { authApi } from '../api/auth-api';
import { AuthLayout } from './auth-layout';
import { useFinishOnboarding } from '../hooks/use-finish-onboarding';
import { RequireOnboardingSession } from './require-onboarding-session';

/** /auth/user-identification — registration step 3, with the tab's onboarding session; without it, login. Ends signed in. */
export function UserIdentificationPage() {
  return <RequireOnboardingSession>{(session) => <UserIdentificationStep session={session} />}</RequireOnboardingSession>;
}

function UserIdentificationStep({ session }: { session: string }) {
  const finish = useFinishOnboarding();
  const form = useApiForm(UserIdentificationForm, {
    defaultValues: { method: '' as UserIdentificationForm['method'], id_file: null, session },
  });
  const upload = useMutation({ mutationFn: ({ id_file, ...body }: UserIdentificationForm) => authApi.submitIdentification(body, id_file as File) });
  // The session has no field: a refusal of it is said in the alert.
  const submitError = useSubmitError(form, upload, ['method', 'id_file']);
  const onSubmit = form.submit(async (body) => {
    const res = await upload.mutateAsync(body);
    toast.success(res.message);
    await finish();
  });

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
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <IdDocumentFields register={form.register} control={form.control} errorOf={form.errorOf} trigger={form.trigger} testIdPrefix="ui" />
        {submitError && <Alert testId="ui-error">{submitError}</Alert>}
        <Button type="submit" block loading={form.formState.isSubmitting} testId="ui-submit">
          Submit
        </Button>
      </form>
    </AuthLayout>
  );
}
