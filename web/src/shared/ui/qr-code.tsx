import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** Text as a QR code, drawn to a data URL in the browser (no script, no third-party image); a blank box until drawn. */
export function QrCode({ value, alt, className, testId }: { value: string; alt: string; className: string; testId: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(value, { margin: 1, width: 180, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) return <div className={`${className} ${className}--blank`} aria-hidden="true" />;
  return <img className={className} src={src} width={180} height={180} alt={alt} data-testid={testId} />;
}
