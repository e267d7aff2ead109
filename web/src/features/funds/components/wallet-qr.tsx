import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The deposit address as a QR code, drawn to a data URL (no script, no third-party image). */
export function WalletQr({ value, label }: { value: string; label: string }) {
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
  if (!src) return <div className="wallet-qr wallet-qr--blank" aria-hidden="true" />;
  return <img className="wallet-qr" src={src} width={180} height={180} alt={label} data-testid="deposit-qr" />;
}
