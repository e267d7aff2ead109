import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The otpauth:// URL as a QR code for the authenticator app, drawn to a data URL (as the deposit address is). */
export function TwoFactorQr({ value }: { value: string }) {
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
  if (!src) return <div className="two-factor-qr two-factor-qr--blank" aria-hidden="true" />;
  return <img className="two-factor-qr" src={src} width={180} height={180} alt="QR code to scan with your authenticator app" data-testid="two-factor-qr" />;
}
