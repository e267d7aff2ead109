import { useId, type ChangeEvent, type Ref } from 'react';
import { describedBy, Field } from './field';

interface FileFieldProps {
  label: string;
  /** Accepted types for the picker (the server decides by content anyway). */
  accept: string;
  /** Largest accepted size in bytes. */
  maxBytes: number;
  /** A file within the limit, or null when the choice was cleared. */
  onFile: (file: File | null) => void;
  /** A file over the limit: the input is cleared and this is told (the reference ignores it or alerts). */
  onTooLarge?: (file: File) => void;
  error?: string;
  hint?: string;
  testId?: string;
  disabled?: boolean;
  /** Change it to clear the input (after a successful upload). */
  resetKey?: number;
  /** The input, for a form that focuses its first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled file input that refuses files over a size limit before anything is sent. */
export function FileField({ label, accept, maxBytes, onFile, onTooLarge, error, hint, testId, disabled, resetKey, ref }: FileFieldProps) {
  const id = useId();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    if (file && file.size > maxBytes) {
      e.target.value = '';
      onFile(null);
      onTooLarge?.(file);
      return;
    }
    onFile(file);
  };
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        key={resetKey}
        ref={ref}
        id={id}
        type="file"
        className="input input--file"
        accept={accept}
        onChange={onChange}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        data-testid={testId}
      />
    </Field>
  );
}
