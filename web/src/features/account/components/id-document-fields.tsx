import { UPLOAD_LIMITS } from '@contracts/limits';
import type { ChosenFile } from '@contracts/rules/file';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormRegister, type UseFormTrigger } from 'react-hook-form';
import { FileField } from '../../../shared/ui/file-field';
import { SelectField } from '../../../shared/ui/select-field';
import { ID_FILE_ACCEPT, ID_METHOD_OPTIONS } from '../lib/id-methods';

/** The fields of an ID form (SubmitVerificationForm, UserIdentificationForm). */
interface IdDocumentValues extends FieldValues {
  method: string;
  id_file: ChosenFile | null;
}

interface IdDocumentFieldsProps<T extends IdDocumentValues> {
  register: UseFormRegister<T>;
  control: Control<T>;
  errorOf: (field: FieldPath<T>) => string | undefined;
  /** Checks the file as soon as one is chosen, so its one error line appears or goes at once. */
  trigger: UseFormTrigger<T>;
  /** data-testid prefix: "ui" (registration) or "kyc" (verify screen). */
  testIdPrefix: string;
  disabled?: boolean;
  resetKey?: number;
}

/** Document type and file: the government ID form of registration and of the verify screen. */
export function IdDocumentFields<T extends IdDocumentValues>({
  register,
  control,
  errorOf,
  trigger,
  testIdPrefix,
  disabled,
  resetKey,
}: IdDocumentFieldsProps<T>) {
  const method = 'method' as FieldPath<T>;
  const idFile = 'id_file' as FieldPath<T>;
  return (
    <>
      <SelectField label="Method" {...register(method)} error={errorOf(method)} testId={`${testIdPrefix}-method`} disabled={disabled}>
        <option value="" disabled>
          Select a document type
        </option>
        {ID_METHOD_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <Controller
        control={control}
        name={idFile}
        render={({ field }) => (
          <FileField
            ref={field.ref}
            label="ID file"
            accept={ID_FILE_ACCEPT}
            maxBytes={UPLOAD_LIMITS.document}
            onFile={(file) => {
              field.onChange(file);
              if (file) void trigger(idFile);
            }}
            // The input lets go of a file over 5 MB; the form keeps it so that the request class says
            // "Max file size is 5mb" under the field, the only place an error of the file shows.
            onTooLarge={(file) => {
              field.onChange(file);
              void trigger(idFile);
            }}
            error={errorOf(idFile)}
            hint="A photo or scan of the document: PNG, JPEG, WebP or PDF, up to 5 MB."
            testId={`${testIdPrefix}-file`}
            disabled={disabled}
            resetKey={resetKey}
          />
        )}
      />
    </>
  );
}
