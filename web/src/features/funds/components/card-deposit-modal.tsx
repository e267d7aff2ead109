import { FUNDS_LIMITS } from '@contracts/funds';
import type { BaseSyntheticEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/api-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { useCardDeposit } from '../hooks/use-funds-mutations';
import { asTyped } from '../lib/as-typed';
import { CARD_MONTHS, cardYears } from '../lib/card-options';
import { CardDepositForm } from '../lib/funds-forms';
import { cardDeclinedMessage } from '../lib/card-declined';
import { UsdAmountField } from './usd-amount-field';

/** The reference's toast for a card form with any invalid field. */
export const INVALID_FIELDS_MESSAGE = 'Please input all fields correctly!';

export function CardDepositModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Deposit with a card" testId="deposit-card-modal">
      {open && <CardDepositFields onDone={onClose} />}
    </Modal>
  );
}

/** Amount, card number, CVV, holder, expiry month and year, ZIP code: paid at once through the gateway. */
function CardDepositFields({ onDone }: { onDone: () => void }) {
  const form = useApiForm(CardDepositForm, { defaultValues: { card_number: '', cvv: '', holder_name: '', zip_code: '' } });
  const pay = useCardDeposit();
  const send = form.submit(async (body) => {
    const res = await pay.mutateAsync(body);
    const declined = cardDeclinedMessage(res.data);
    if (declined) {
      // Only the red error, once (its live event carries the same id); the form stays for another try.
      toast.error(declined.text, { id: declined.id });
      return;
    }
    toast.success(res.message);
    onDone();
  });
  const onSubmit = async (e: BaseSyntheticEvent) => {
    await send(e);
    if (Object.keys(form.formState.errors).length > 0 && !pay.isError) toast.error(INVALID_FIELDS_MESSAGE);
  };
  const { fieldProps } = form;

  return (
    <form className="form funds-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <UsdAmountField minimum={FUNDS_LIMITS.cardDepositMin} {...fieldProps('usd_amount', 'card-amount', { setValueAs: asTyped })} />
      <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" maxLength={23} {...fieldProps('card_number', 'card-number')} />
      <TextField label="Card holder name" autoComplete="cc-name" {...fieldProps('holder_name', 'card-holder')} />
      <div className="form__row">
        <ExpirySelect label="Month" options={CARD_MONTHS} {...fieldProps('month', 'card-month', { setValueAs: asTyped })} />
        <ExpirySelect label="Year" options={yearOptions()} {...fieldProps('year', 'card-year', { setValueAs: asTyped })} />
      </div>
      <div className="form__row">
        <TextField label="CVV" inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...fieldProps('cvv', 'card-cvv')} />
        <TextField label="ZIP code" autoComplete="postal-code" maxLength={10} {...fieldProps('zip_code', 'card-zip')} />
      </div>
      <div className="form__actions">
        <Button type="submit" loading={form.formState.isSubmitting} testId="card-submit">
          Deposit
        </Button>
      </div>
      {pay.isError && <Alert testId="card-error">{errorMessage(pay.error)}</Alert>}
    </form>
  );
}

const yearOptions = () => cardYears().map((y) => ({ value: y, label: String(y) }));

/** The form's `fieldProps('month' or 'year', ...)`, the label and the choices. */
interface ExpirySelectProps extends UseFormRegisterReturn {
  label: 'Month' | 'Year';
  options: ReadonlyArray<{ value: number; label: string }>;
  error: string | undefined;
  testId: string;
}

/** The expiry month or year, empty until chosen. */
function ExpirySelect({ label, options, ...field }: ExpirySelectProps) {
  return (
    <SelectField label={label} autoComplete={`cc-exp-${label.toLowerCase()}`} defaultValue="" {...field}>
      <option value="" disabled>
        {label}
      </option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
