import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../shared/ui/text-field';

interface NewPasswordFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errorOf: (field: Path<T>) => string | undefined;
  passwordLabel: string;
  testIds: { password: string; confirm: string };
}

/** A new password and its confirmation, as sign-up and reset ask them (both requests extend NewPasswordDto). */
export function NewPasswordFields<T extends FieldValues>({ register, errorOf, passwordLabel, testIds }: NewPasswordFieldsProps<T>) {
  const password = 'password' as Path<T>;
  const confirm = 'confirmPassword' as Path<T>;
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        {...register(password)}
        error={errorOf(password)}
        testId={testIds.password}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...register(confirm)}
        error={errorOf(confirm)}
        testId={testIds.confirm}
      />
    </>
  );
}
