import { ID_METHODS } from '@contracts/account';
import { FILE_REQUIRED, fieldErrorText, oneOf, required, validate, type FieldErrors } from './rules';

/** The government ID form of user identification and of KYC verification. */
export interface IdDocumentValues {
  method: string;
  id_file: File | null;
}
export type IdDocumentField = keyof IdDocumentValues;

export const ID_DOCUMENT_LABELS: Record<IdDocumentField, string> = { method: 'Method', id_file: 'ID file' };

export function validateIdDocument(values: IdDocumentValues): FieldErrors<IdDocumentField> {
  const errors: FieldErrors<IdDocumentField> = validate({ method: values.method }, { method: [required, oneOf(ID_METHODS)] }, { method: ID_DOCUMENT_LABELS.method });
  if (!values.id_file) errors.id_file = fieldErrorText(ID_DOCUMENT_LABELS.id_file, FILE_REQUIRED);
  return errors;
}
