import { useId } from 'react';
import { useObjectUrl } from '../hooks/use-object-url';
import { AVATAR_ACCEPT } from '../lib/id-methods';

interface AvatarPickerProps {
  /** The saved photo's URL, or null. */
  current: string | null;
  /** A photo picked but not saved yet. */
  chosen: File | null;
  name: string;
  maxBytes: number;
  onFile: (file: File | null) => void;
  resetKey: number;
}

/** The profile photo with a preview of a new pick. A file over 2 MB is ignored, as in the reference. */
export function AvatarPicker({ current, chosen, name, maxBytes, onFile, resetKey }: AvatarPickerProps) {
  const id = useId();
  const preview = useObjectUrl(chosen);
  const src = preview ?? current;
  const initials = name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <div className="avatar-picker">
      <div className="avatar-picker__image" aria-hidden={!src}>
        {src ? <img src={src} alt="Your avatar" data-testid="ep-avatar-preview" /> : <span>{initials}</span>}
      </div>
      <label htmlFor={id} className="btn btn--secondary avatar-picker__button">
        {src ? 'Change photo' : 'Add photo'}
      </label>
      <input
        key={resetKey}
        id={id}
        type="file"
        accept={AVATAR_ACCEPT}
        className="visually-hidden"
        data-testid="ep-avatar"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          if (file && file.size > maxBytes) {
            // Silently ignored (logged only), as the reference does with a photo over 2 MB.
            console.warn(`Avatar ignored: ${file.size} bytes is over the 2 MB limit`);
            e.target.value = '';
            return;
          }
          onFile(file);
        }}
      />
      <p className="field__hint">PNG, JPEG or WebP, up to 2 MB.</p>
    </div>
  );
}
