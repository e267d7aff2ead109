import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../shared/ui/text-field';

/** The form's `fieldProps('amount', testId, { setValueAs: asTyped })`, and the minimum. */
interface UsdAmountFieldProps extends UseFormRegisterReturn {
  minimum: number;
  error: string | undefined;
  testId: string;
}

/** The USD amount of a deposit or a withdrawal, with its minimum as the placeholder. */
export function UsdAmountField({ minimum, ...field }: UsdAmountFieldProps) {
  return <TextField label="Amount (USD)" inputMode="decimal" placeholder={`At least ${minimum}`} {...field} />;
}
