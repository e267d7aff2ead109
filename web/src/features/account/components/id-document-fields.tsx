import { UPLOAD_LIMITS } from '@contracts/limits';
import { FileField } from '../../../shared/ui/file-field';
import { SelectField } from '../../../shared/ui/select-field';
import type { FieldErrors } from '../../auth/validation/rules';
import type { IdDocumentField } from '../../auth/validation/id-document-form';
import { ID_FILE_ACCEPT, ID_METHOD_OPTIONS } from '../lib/id-methods';

interface IdDocumentFieldsProps {
  method: string;
  onMethod: (method: string) => void;
  onFile: (file: File | null) => void;
  /** A file over 5 MB; it is never kept. */
  onTooLarge: (file: File) => void;
  errors: FieldErrors<IdDocumentField>;
  /** data-testid prefix: "ui" (registration) or "kyc" (verify screen). */
  testIdPrefix: string;
  disabled?: boolean;
  resetKey?: number;
}

/** Document type and file: the government ID form of registration and of the verify screen. */
export function IdDocumentFields({ method, onMethod, onFile, onTooLarge, errors, testIdPrefix, disabled, resetKey }: IdDocumentFieldsProps) {
  return (
    <>
      <SelectField label="Method" value={method} onChange={(e) => onMethod(e.target.value)} error={errors.method} testId={`${testIdPrefix}-method`} disabled={disabled}>
        <option value="" disabled>
          Select a document type
        </option>
        {ID_METHOD_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <FileField
        label="ID file"
        accept={ID_FILE_ACCEPT}
        maxBytes={UPLOAD_LIMITS.document}
        onFile={onFile}
        onTooLarge={onTooLarge}
        error={errors.id_file}
        hint="A photo or scan of the document: PNG, JPEG, WebP or PDF, up to 5 MB."
        testId={`${testIdPrefix}-file`}
        disabled={disabled}
        resetKey={resetKey}
      />
    </>
  );
}
