import { ID_METHODS, type IdMethod } from '@contracts/account';

/** Readable names of the ID document types. */
export const ID_METHOD_LABELS: Record<IdMethod, string> = {
  drivers_license: "Driver's License",
  international_passport: 'International Passport',
  national_id: 'National ID',
  others: 'Others',
};

export const ID_METHOD_OPTIONS = ID_METHODS.map((value) => ({ value, label: ID_METHOD_LABELS[value] }));

export const isIdMethod = (value: string): value is IdMethod => (ID_METHODS as readonly string[]).includes(value);

/** What the ID pickers accept: images, and PDF for documents (the server decides by content). */
export const ID_FILE_ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf';
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';
