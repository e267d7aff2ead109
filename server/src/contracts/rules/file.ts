/** What a form sends without a chosen file, or with an empty one. */
export const FILE_REQUIRED = 'Please select file!';

/** "Max file size is 5mb" for 5,242,880 bytes. */
export const fileTooLargeMessage = (maxBytes: number): string => `Max file size is ${maxBytes / 1_048_576}mb`;

/** A file as both sides see it: a browser File or an upload the API received (ReceivedFile). */
export interface ChosenFile {
  size: number;
}

/** A file was chosen and is not empty (an empty part is what a form sends for "no file chosen"). */
export const isChosenFile = <T extends ChosenFile>(file: T | null | undefined): file is T => Boolean(file?.size);

/** Why an uploaded file is refused, or null: none (or empty), or over `maxBytes` when given. */
export function fileProblem(file: ChosenFile | null | undefined, maxBytes?: number): string | null {
  if (!isChosenFile(file)) return FILE_REQUIRED;
  if (maxBytes !== undefined && file.size > maxBytes) return fileTooLargeMessage(maxBytes);
  return null;
}
