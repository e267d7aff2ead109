import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../shared/ui/text-field';

interface UsdAmountFieldProps {
  /** `register('amount', { setValueAs: asTyped })` of the form. */
  field: UseFormRegisterReturn;
  minimum: number;
  error: string | undefined;
  testId: string;
}

/** The USD amount of a deposit or a withdrawal, with its minimum as the placeholder. */
export function UsdAmountField({ field, minimum, error, testId }: UsdAmountFieldProps) {
  return <TextField label="Amount (USD)" inputMode="decimal" placeholder={`At least ${minimum}`} {...field} error={error} testId={testId} />;
}
